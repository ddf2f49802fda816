// The console as the whole site serves it: on the operations host the site answers /ops and
// nothing else, its cookies are Secure behind an https proxy, and a production start removes the
// demo operators a development run left in the store.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSite } from '../build-site';
import { loadSiteSettings } from '../site-settings';
import { openSiteStore } from '../state/open-site-store';
import { tempDir } from '../testing/temp-dir';
import { DEMO_OPERATORS, DEMO_PASSWORD, seedDemoOperators } from './ops-demo';
import { OPS_HOST } from './testing/ops-test-kit';

let dir: string;
let controller: http.Server;
let controllerHits: string[] = [];
const sites: FastifyInstance[] = [];

beforeAll(async () => {
  dir = tempDir('parlor-ops-site-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  controller = http.createServer((req, res) => {
    controllerHits.push(String(req.url));
    if (req.url === '/api/boot')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ controller_path: '/api/controller', passphrase: 'p' }));
    res.writeHead(200, { 'content-type': 'text/plain' }).end('controller');
  });
  await new Promise<void>((resolve) => controller.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
  controllerHits = [];
});
afterAll(async () => {
  await new Promise((done) => controller.close(done));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function site(env: Record<string, string> = {}, db = 'site.db') {
  const settings = loadSiteSettings({
    PARLOR_SHELL_DIST: dir,
    PARLOR_SITE_DB: path.join(dir, db),
    PARLOR_OPS_HOST: OPS_HOST,
    PARLOR_SEED_OPS_DEMO: '1',
    ...env,
  });
  const built = await buildSite({
    controllerUrl: `http://127.0.0.1:${(controller.address() as AddressInfo).port}`,
    settings,
  });
  sites.push(built);
  return built;
}

const login = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/ops/login',
    headers: {
      host: OPS_HOST,
      origin: `http://${OPS_HOST}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: `username=ops-viewer&password=${DEMO_PASSWORD}&next=%2Fops`,
  });

describe('the operations host', () => {
  it('answers the console only: no shell page, boot info, file or controller', async () => {
    const app = await site();
    for (const url of ['/', '/api/boot', '/index.html', '/api/controller', '/lobby', '/opsx']) {
      const response = await app.inject({ url, headers: { host: OPS_HOST } });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).toBe('Not Found');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(controllerHits).toEqual([]);
    // the console itself still works there, and the casinos' hosts still get the shell
    expect((await app.inject({ url: '/ops/login', headers: { host: OPS_HOST } })).statusCode).toBe(
      200,
    );
    const signedIn = await login(app);
    expect(signedIn.statusCode).toBe(303);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/parlor_ops=[^;]+;.*Path=\/ops/);
    expect(String(signedIn.headers['set-cookie'])).not.toMatch(/Domain=/i);
    const shell = await app.inject({ url: '/', headers: { host: 'localhost:8080' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('id="root"');
  });

  it('sets the console cookie Secure when the request came over https through a trusted proxy', async () => {
    const app = await site({ PARLOR_TRUSTED_PROXIES: '127.0.0.1' }, 'https.db');
    const plain = await login(app);
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
    const overHttps = await login(app, {
      'x-forwarded-proto': 'https',
      origin: `https://${OPS_HOST}`,
    });
    expect(overHttps.statusCode).toBe(303);
    expect(String(overHttps.headers['set-cookie'])).toMatch(/parlor_ops=.*; Secure/);
  });
});

describe('a production start', () => {
  it('removes the demo operators a development run left in the store, and audits it', async () => {
    const file = path.join(dir, 'left-over.db');
    const { store } = await openSiteStore({ sqliteFile: file });
    await seedDemoOperators(store);
    await store.operators.add({
      name: 'maria',
      role: 'admin',
      passwordHash: 'kept',
      createdAt: new Date().toISOString(),
    });
    await store.close();

    await site({ NODE_ENV: 'production', PARLOR_PREVIEW_SECRET: 'x'.repeat(40) }, 'left-over.db');
    const reopened = await openSiteStore({ sqliteFile: file });
    try {
      expect((await reopened.store.operators.list()).map((o) => o.name)).toEqual(['maria']);
      const removed = (await reopened.store.audit()).filter((e) => e.action === 'operator_remove');
      expect(removed.map((e) => [e.subject, e.by])).toEqual(
        DEMO_OPERATORS.map((demo) => [demo.name, 'site (production start)']),
      );
    } finally {
      await reopened.store.close();
    }
  });
});
