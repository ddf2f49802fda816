// Production runs the site's build (site/build.mjs), plain JavaScript on Node: built here for real
// and started as npm start starts it, in front of a controller that is not there, it answers its
// pages and health, refuses the controller's calls with a clear 502, reports its start-up time and
// stops on SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './testing/temp-dir';
import { freePort, waitForOutput } from './testing/processes';

const SITE = path.resolve(__dirname, '..');

it('builds to JavaScript that starts in front of a controller, answers while it is away and reports its start-up time', async () => {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: SITE, encoding: 'utf8' });
  expect(build.status).toBe(0);
  const main = path.join(SITE, 'dist', 'site.js');
  // TypeScript compiled away, shared's sources inlined, the site's packages left to node_modules
  const code = fs.readFileSync(main, 'utf8');
  expect(code).not.toMatch(/\binterface \w+ \{/);
  expect(code).toContain('require("fastify")');
  expect(code).not.toContain('require("@parlor/');
  expect(fs.existsSync(path.join(SITE, 'dist', 'serve-static.js'))).toBe(true);

  const [port, controllerPort] = [await freePort(), await freePort()];
  const shell = tempDir('parlor-site-shell-');
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PARLOR_PORT: String(port),
      PARLOR_HOST: '127.0.0.1',
      PARLOR_SHELL_DIST: shell,
      PARLOR_CONTROLLER_URL: `http://127.0.0.1:${controllerPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const out = await waitForOutput(child, /ready in \d+ ms/, 60_000);
    expect(out).toContain(`in front of http://127.0.0.1:${controllerPort}`);
    expect(await (await fetch(`http://127.0.0.1:${port}/site/health`)).json()).toEqual({
      ok: true,
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const boot = await fetch(`http://127.0.0.1:${port}/api/boot`);
    expect(boot.status).toBe(502);
    expect((await boot.json()).code).toBe('controller_unavailable');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(shell, { recursive: true, force: true });
  }
}, 120_000);
