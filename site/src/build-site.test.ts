// The site names the remotes itself: its GET /api/boot and its page's policy carry its own
// manifest's remotes for the casino the controller names, whatever the controller says of them.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSiteSettings } from './site-settings';
import { tempDir } from './testing/temp-dir';
import { buildSite } from './build-site';
import { openSiteDatabase } from './state/site-database';

const RELEASE = '0.1.0-3f9a1c2b7d';

/** A stand-in controller whose boot info names `casinoKey` and remotes of its own. */
function controller(casinoKey?: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url !== '/api/boot') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        controller_path: '/api/controller',
        passphrase: 'p',
        ...(casinoKey ? { casino_key: casinoKey } : {}),
        remotes: { mf_lobby: 'https://controller-says.example/remoteEntry.js' },
      }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let dir: string;
const opened: { site: FastifyInstance; controller: http.Server }[] = [];

async function siteBefore(casinoKey?: string) {
  const upstream = await controller(casinoKey);
  const settings = loadSiteSettings({
    PARLOR_SHELL_DIST: dir,
    PARLOR_SITE_DB: path.join(dir, 'site.db'),
    PARLOR_STATE_POLL_MS: '100',
    PARLOR_REMOTES: JSON.stringify({ classic: { mf_game: RELEASE } }),
  });
  const site = await buildSite({
    controllerUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    settings,
  });
  opened.push({ site, controller: upstream });
  return { site, upstream };
}

beforeAll(() => {
  dir = tempDir('parlor-site-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
});

afterEach(async () => {
  for (const { site, controller: upstream } of opened.splice(0)) {
    await site.close();
    await new Promise((done) => upstream.close(done));
  }
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("answers the boot info with the site's remotes of the casino the controller names", async () => {
  const { site } = await siteBefore('classic');
  const res = await site.inject({ url: '/api/boot', headers: { host: 'classic.localhost:8080' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const boot = res.json();
  expect(boot.casino_key).toBe('classic');
  expect(boot.remotes.mf_lobby).toBe('http://classic.localhost:8081/remoteEntry.js');
  expect(boot.remotes.mf_game).toBe(
    `http://classic.localhost:8082/releases/${RELEASE}/remoteEntry.js`,
  );

  const page = await site.inject({ url: '/', headers: { host: 'classic.localhost:8080' } });
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain('http://classic.localhost:8082');
  expect(csp).not.toContain('controller-says.example');
});

it('gives a controller that names no casino the default remotes', async () => {
  const { site } = await siteBefore();
  const boot = (await site.inject({ url: '/api/boot', headers: { host: 'localhost' } })).json();
  expect(boot.remotes.mf_game).toBe('http://localhost:8082/remoteEntry.js');
});

it('answers 502 controller_unavailable while the controller is away', async () => {
  const { site, upstream } = await siteBefore('classic');
  await new Promise((done) => upstream.close(done));
  const res = await site.inject({ url: '/api/boot', headers: { host: 'localhost' } });
  expect(res.statusCode).toBe(502);
  expect(res.json().code).toBe('controller_unavailable');
});

it('follows a switch another site process made in the shared store, at its next look', async () => {
  const { site } = await siteBefore('classic');
  const lobbyOf = async () =>
    (await site.inject({ url: '/api/boot', headers: { host: 'classic.localhost:8080' } })).json()
      .remotes.mf_lobby as string;
  expect(await lobbyOf()).toBe('http://classic.localhost:8081/remoteEntry.js');
  // another process: its own connection to the same database
  const other = await openSiteDatabase(
    loadSiteSettings({ PARLOR_SITE_DB: path.join(dir, 'site.db') }),
  );
  const generation = (await other.store.snapshot()).casinos.classic?.generation ?? 0;
  const done = await other.store.commit({
    casino: 'classic',
    expectedGeneration: generation,
    changes: [{ kind: 'target', remote: 'mf_lobby', target: RELEASE }],
    audit: [],
  });
  await other.close();
  expect(done.ok).toBe(true);
  const deadline = Date.now() + 10_000;
  while (!(await lobbyOf()).includes(RELEASE) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await lobbyOf()).toBe(`http://classic.localhost:8081/releases/${RELEASE}/remoteEntry.js`);
});
