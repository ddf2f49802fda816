import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { parseArgs } from '@parlor/site/serve-static';
import { createTestApp, tempDir } from '../testing/test-app';
import { cacheControlFor, IMMUTABLE, NO_CACHE, serveApp } from '@parlor/site/static/serve-app';

const big = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

function fakeBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), big);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_lobby' }));
  fs.writeFileSync(path.join(dir, 'static', 'js', '812.3fa9c21be07d.js'), big);
  fs.writeFileSync(path.join(dir, 'static', 'js', 'pre.1a2b3c4d.js'), 'uncompressed original');
  fs.writeFileSync(
    path.join(dir, 'static', 'js', 'pre.1a2b3c4d.js.br'),
    brotliCompressSync(Buffer.from('from the .br file')),
  );
}

describe('cacheControlFor', () => {
  it.each([
    ['main.3fa9c21b.js', IMMUTABLE],
    ['static/js/812.3fa9c21be07d.js', IMMUTABLE],
    ['vendors-react_3fa9c21b.chunk.js', IMMUTABLE],
    ['styles.a1b2c3d4e5.css.gz', IMMUTABLE],
    ['index.html', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['mf-stats.json', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['main.js', NO_CACHE],
    ['deadbeefcafe.js', NO_CACHE], // no digit: a word, not a hash
    ['123.js', NO_CACHE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('serveApp (a remote)', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = tempDir();
    fakeBuild(dir);
    app = await serveApp({ dir, port: 0, listen: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves entry files with no-cache and CORS', async () => {
    const res = await app.inject('/mf-manifest.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'mf_lobby' });
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const entry = await app.inject('/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect(entry.headers['content-type']).toMatch(/javascript/);
  });

  it('serves hashed chunks immutable and gzip/brotli compressed', async () => {
    const gz = await app.inject({
      url: '/static/js/812.3fa9c21be07d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const br = await app.inject({
      url: '/static/js/812.3fa9c21be07d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(big.length / 5);
  });

  it('prefers a precompressed .br file', async () => {
    const res = await app.inject({
      url: '/static/js/pre.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('from the .br file');
    const plain = await app.inject('/static/js/pre.1a2b3c4d.js');
    expect(plain.body).toBe('uncompressed original');
  });

  it('answers 404 (with CORS) for missing files without a SPA fallback', async () => {
    const res = await app.inject('/some/route');
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject('/../../etc/passwd')).statusCode).toBe(404);
  });

  it('answers 404 for everything when the dist folder is missing', async () => {
    const missing = await serveApp({
      dir: path.join(dir, 'does-not-exist'),
      port: 0,
      listen: false,
    });
    try {
      expect((await missing.inject('/remoteEntry.js')).statusCode).toBe(404);
    } finally {
      await missing.close();
    }
  });
});

describe('site static hosting (shell + controller)', () => {
  it('falls back to index.html for app routes but not for /api, /pages or files', async () => {
    const dist = tempDir();
    fakeBuild(dist);
    const t = await createTestApp({ shellDist: dist, seedDemo: false });
    try {
      for (const url of ['/', '/category/online-slots', '/play/book-of-shadows?by=red-tiger']) {
        const res = await t.app.inject({ url, headers: { host: 'localhost' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root">');
        expect(res.headers['cache-control']).toBe(NO_CACHE);
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      }
      const api = await t.app.inject({ url: '/api/nothing', headers: { host: 'localhost' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'not_found' });
      expect(
        (await t.app.inject({ url: '/missing.js', headers: { host: 'localhost' } })).statusCode,
      ).toBe(404);
      const chunk = await t.app.inject({
        url: '/static/js/812.3fa9c21be07d.js',
        headers: { host: 'localhost' },
      });
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
      expect(chunk.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('serve-static CLI arguments', () => {
  it('parses --dir and --port and rejects bad input', () => {
    expect(parseArgs(['--dir', 'mf-lobby/dist', '--port', '8081'], {})).toEqual({
      dir: path.resolve('mf-lobby/dist'),
      port: 8081,
      // this machine only, unless told
      host: '127.0.0.1',
      spa: false,
    });
    expect(parseArgs(['--dir=x', '--port=1', '--spa'], { PARLOR_HOST: '0.0.0.0' })).toMatchObject({
      port: 1,
      host: '0.0.0.0',
      spa: true,
    });
    expect(
      parseArgs(
        ['--dir', 'd', '--port', '1', '--releases', 'r', '--release', '0.1.0-0123456789'],
        {},
      ),
    ).toMatchObject({ dir: path.resolve('r', '0.1.0-0123456789'), releases: path.resolve('r') });
    expect(parseArgs(['--dir', 'd', '--port', '1', '--release', '../x'], {})).toMatch(/--release/);
    expect(parseArgs(['--port', '8081'], {})).toMatch(/--dir/);
    expect(parseArgs(['--dir', 'x', '--port', '99999'], {})).toMatch(/--port/);
  });
});

describe('serveApp (a remote with releases)', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = tempDir();
    fakeBuild(path.join(dir, 'dist'));
    fakeBuild(path.join(dir, 'releases', '0.1.0-0123456789'));
    fs.writeFileSync(path.join(dir, 'releases', '0.1.0-0123456789', 'remoteEntry.js'), 'old');
    fs.mkdirSync(path.join(dir, 'releases', '.staging-1'));
    fs.writeFileSync(path.join(dir, 'releases', '.staging-1', 'remoteEntry.js'), 'half');
    app = await serveApp({
      dir: path.join(dir, 'dist'),
      releasesDir: path.join(dir, 'releases'),
      port: 0,
      listen: false,
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves each release under its own path, every file long-cached, beside the default build', async () => {
    const entry = await app.inject('/releases/0.1.0-0123456789/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('old');
    expect(entry.headers['cache-control']).toBe(IMMUTABLE);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const current = await app.inject('/remoteEntry.js');
    expect(current.body).toBe(big);
    expect(current.headers['cache-control']).toBe(NO_CACHE);
  });

  it('does not serve a release still being written, nor a missing one', async () => {
    expect((await app.inject('/releases/.staging-1/remoteEntry.js')).statusCode).toBe(404);
    const missing = await app.inject('/releases/0.9.9-0123456789/remoteEntry.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
