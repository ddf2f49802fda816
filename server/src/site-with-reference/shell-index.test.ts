import fs from 'node:fs';
import path from 'node:path';
import type { CasinoConfig, TournamentsResponse } from '@parlor/shared/types';
import { createTestApp, login, tempDir, type TestApp } from '../testing/test-app';
import { normaliseBasePath } from '@parlor/site/web/base-path';
import { renderShellIndex } from '@parlor/site/pages/shell-index';

const INDEX = `<!doctype html><html lang="en"><head><script defer="defer" src="/main.js"></script><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;

function shellDist(): string {
  const dir = tempDir('parlor-shell-');
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  return dir;
}

describe('shell index', () => {
  it('normalises the base path', () => {
    expect(normaliseBasePath(undefined)).toBe('');
    expect(normaliseBasePath('/')).toBe('');
    expect(normaliseBasePath('casino/')).toBe('/casino');
    expect(normaliseBasePath('/a/b/')).toBe('/a/b');
    expect(normaliseBasePath('/../x')).toBe('');
    expect(normaliseBasePath('//evil.com')).toBe('');
  });

  it('writes theme and language into <html> and the base path into its URLs', () => {
    const out = renderShellIndex(INDEX, { theme: 'dark', lang: 'de', basePath: '/casino' });
    expect(out).toContain('<html lang="de" data-theme="dark">');
    expect(out).toContain('src="/casino/main.js"');
    expect(out).toContain('href="/casino/manifest.webmanifest"');
    const plain = renderShellIndex(INDEX, { theme: 'purple', lang: 'xx', basePath: '' });
    expect(plain).toContain('<html lang="en">');
    expect(plain).toContain('src="/main.js"');
  });

  it('starts the boot calls with the page, under the base path', () => {
    const out = renderShellIndex(INDEX, { basePath: '/casino' });
    for (const call of [
      '/casino/api/boot',
      '/casino/api/controller?getconfig',
      '/casino/api/controller?getgames',
    ]) {
      expect(out).toContain(`<link rel="preload" href="${call}" as="fetch" crossorigin>`);
    }
    expect(out.indexOf('rel="preload"')).toBeLessThan(out.indexOf('</head>'));
  });

  it("puts the body's extra markup at its end, as written", () => {
    const extra = '<div id="boot-promo"><img src="https://a.example/$&.jpg" alt=""></div>';
    const out = renderShellIndex(INDEX, { basePath: '/casino', bodyExtra: extra });
    expect(out).toContain(`<div id="root"></div>${extra}</body>`);
  });
});

describe('the site with a theme cookie', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = shellDist();
    t = await createTestApp({ shellDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves every app route with the visitor theme, never cached as shared', async () => {
    const res = await t.app.inject({
      url: '/category/online-slots',
      headers: { host: 'localhost', cookie: 'theme=dark; lang=fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr" data-theme="dark">');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['content-security-policy']).toBeDefined();
    const api = await t.app.inject({ url: '/api/nothing', headers: { host: 'localhost' } });
    expect(api.statusCode).toBe(404);
  });
});

describe('the site under a base path', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = shellDist();
    t = await createTestApp({ shellDist: dist }, { env: { PARLOR_BASE_PATH: '/casino' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('redirects to the base path and answers pages, files and calls under it', async () => {
    const root = await t.app.inject({ url: '/?play=x', headers: { host: 'localhost' } });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/casino/?play=x');
    const page = await t.app.inject({ url: '/casino/providers', headers: { host: 'localhost' } });
    expect(page.body).toContain('src="/casino/main.js"');
    const file = await t.app.inject({ url: '/casino/main.js', headers: { host: 'localhost' } });
    expect(file.body).toBe('console.log(1)');
    const boot = await t.app.inject({ url: '/casino/api/boot', headers: { host: 'localhost' } });
    expect(boot.statusCode).toBe(200);
  });

  it('puts the base path into the config: its pages, controllers and links to server pages', async () => {
    const { decrypt } = await import('../testing/test-app');
    const res = await t.app.inject({
      url: '/api/controller?getconfig',
      headers: { host: 'localhost' },
    });
    const { config } = decrypt<{ config: CasinoConfig }>(res);
    expect(config.base_location).toBe('/casino/');
    expect(config.pages.cashier).toBe('/casino/pages/cashier');
    expect(config.pages.signup).toBe('/casino/pages/signup');
    expect(config.controller_path).toBe('/casino/api/controller');
    expect(config.loyalty_controller_path).toBe('/casino/api/loyalty');
    expect(config.coupon_controller_path).toBe('/casino/api/coupon');
    expect(config.webplay_controller_path).toBe('/casino/api/webplay');
    const nav = config.navigation.EN;
    expect(nav.find((i) => i.id === 'terms')?.action).toBe('/casino/pages/terms');
    // the app's own routes stay as they are: the router adds the base path
    expect(nav.find((i) => i.id === 'table-games')?.action).toBe('/category/table-games');
    expect(config.launcher.EN.find((i) => i.id === 'cashier')?.action).toBe(
      '/casino/pages/cashier',
    );
    const boot = await t.app.inject({ url: '/casino/api/boot', headers: { host: 'localhost' } });
    expect(boot.json().controller_path).toBe('/casino/api/controller');
  });

  it('addresses the tournaments’ art, which it serves, under the base path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/casino/api/controller?gettournaments',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en',
    });
    const body = res.json<TournamentsResponse>();
    const first = body.active_tournaments[0]!;
    expect(first.desktop_image).toMatch(/^\/casino\/api\/tournaments\/art\//);
    expect(first.tournament_mobile_image).toMatch(/^\/casino\/api\/tournaments\/art\//);
    const art = await t.app.inject({ url: first.desktop_image!, headers: { host: 'localhost' } });
    expect(art.statusCode).toBe(200);
  });

  it('serves its own pages with every address under the base path', async () => {
    const cookie = await login(t.app, 'alice');
    const get = (url: string) => t.app.inject({ url, headers: { host: 'localhost', cookie } });
    for (const url of ['/casino/pages/terms', '/casino/pages/signup', '/casino/dashboard/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const addresses = [...res.body.matchAll(/\b(?:href|src|action|data-home)="([^"]*)"/g)].map(
        (m) => m[1]!,
      );
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(address).toMatch(/^\/casino\//);
    }
    const dashboard = await t.app.inject({
      url: '/casino/dashboard',
      headers: { host: 'localhost' },
    });
    expect(dashboard.headers.location).toBe('/casino/dashboard/');
  });
});
