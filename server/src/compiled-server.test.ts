// Production runs the server's build (server/build.mjs), plain JavaScript on Node: built here for
// real, started as npm start starts it, it answers, finds the files it ships beside its sources,
// reports its start-up time and stops on SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './testing/test-app';
import { freePort, waitForOutput } from '@parlor/site/testing/processes';

const SERVER = path.resolve(__dirname, '..');

it('builds to JavaScript that starts, answers, serves its own media and reports its start-up time', async () => {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER, encoding: 'utf8' });
  expect(build.status).toBe(0);
  const main = path.join(SERVER, 'dist', 'main.js');
  // TypeScript compiled away, shared's sources inlined, the server's packages left to node_modules
  const code = fs.readFileSync(main, 'utf8');
  expect(code).not.toMatch(/\binterface \w+ \{/);
  expect(code).toContain('require("fastify")');
  expect(code).not.toContain("from '@parlor/shared");
  expect(code).not.toContain('require("@parlor/');

  const [port, assetsPort] = [await freePort(), await freePort()];
  const dir = tempDir('parlor-compiled-');
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PARLOR_PORT: String(port),
      PARLOR_ASSETS_PORT: String(assetsPort),
      PARLOR_HOST: '127.0.0.1',
      PARLOR_DB: path.join(dir, 'parlor.db'),
      PARLOR_SCRYPT_LOG_N: '12',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const out = await waitForOutput(child, /ready in \d+ ms/, 60_000);
    expect(out).toContain(`reference server on http://localhost:${port}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    const config = await fetch(`http://127.0.0.1:${port}/api/controller?getconfig`, {
      headers: { host: 'localhost' },
    });
    expect(config.status).toBe(200);
    // a committed media file, read from beside the sources wherever the build runs
    const video = await fetch(`http://127.0.0.1:${assetsPort}/promos/slots-weekend.mp4`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
