// The site in front of the reference controller, asked with a Host header it does not know: the
// default casino's page, on the default casino's addresses. The name the request carries appears
// nowhere: not in a script origin, a preload, the CSP or any other header, nor in the site's cache.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSite } from '@parlor/site/build-site';
import { loadSiteSettings } from '@parlor/site/site-settings';
import { createTestApp, tempDir, type TestApp } from '../testing/test-app';

let t: TestApp;
let site: FastifyInstance;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = tempDir('parlor-site-host-');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  site = await buildSite({
    controllerUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    settings: loadSiteSettings({
      PARLOR_SHELL_DIST: dir,
      PARLOR_SITE_DB: path.join(dir, 'site.db'),
      PARLOR_OPS_HOST: 'ops.localhost',
    }),
  });
});
afterAll(async () => {
  await site.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ask = (url: string, headers: Record<string, string>) =>
  site.inject({ url, headers: { 'accept-language': 'en', ...headers } });

it('answers an unknown Host with the default casino, naming it nowhere', async () => {
  for (const url of ['/', '/api/boot', '/category/online-slots']) {
    for (const headers of <Record<string, string>[]>[
      { host: 'evil.example:8080' },
      // a forwarding header from a visitor (the site trusts no proxy here)
      { host: 'localhost:8080', 'x-forwarded-host': 'evil.example:8080' },
    ]) {
      const res = await ask(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      expect(JSON.stringify(res.headers)).not.toContain('evil.example');
    }
  }
  const page = await ask('/', { host: 'evil.example:8080' });
  // the default casino's remotes, as on its own name
  expect(page.body).toContain('http://localhost:8081/remoteEntry.js');
  expect(String(page.headers['content-security-policy'])).toContain('http://localhost:8081');
  const boot = (await ask('/api/boot', { host: 'evil.example:8080' })).json();
  expect(boot.casino_key).toBe('fusion');
  expect(boot.remotes.mf_lobby).toBe('http://localhost:8081/remoteEntry.js');
});

it('keeps its casinos’ own names, each with its own remotes', async () => {
  const boot = (await ask('/api/boot', { host: 'classic.localhost:8080' })).json();
  expect(boot.casino_key).toBe('classic');
  expect(boot.remotes.mf_lobby).toBe('http://classic.localhost:8081/remoteEntry.js');
  const page = await ask('/', { host: 'fun.localhost:8080' });
  expect(String(page.headers['content-security-policy'])).toContain('http://fun.localhost:8081');
});
