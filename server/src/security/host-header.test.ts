import fs from 'node:fs';
import path from 'node:path';
import { parseHosts } from '../casinos/casinos';
import { createTestApp, tempDir, type TestApp } from '../testing/test-app';

describe('the Host header', () => {
  let t: TestApp;
  let dist: string;
  let fetchSpy: jest.SpyInstance;

  beforeAll(async () => {
    dist = tempDir('parlor-shell-');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script defer src="/main.js"></script></head><body></body></html>',
    );
    // the remotes' manifests are read for the page's hints: no remote runs here
    fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('{}', { status: 404 })));
    t = await createTestApp(
      { shellDist: dist },
      { env: { PARLOR_HOSTS: 'casino.example.com=classic' } },
    );
  });
  afterAll(async () => {
    fetchSpy.mockRestore();
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, host: string) => t.app.inject({ url, headers: { host } });

  it('never chooses where a page loads its scripts, styles or games from', async () => {
    for (const url of ['/', '/category/online-slots', '/dashboard/', '/pages/terms']) {
      const res = await page(url, 'evil.example:8080');
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('evil.example');
      expect(String(res.headers['content-security-policy'])).not.toContain('evil.example');
    }
    const home = await page('/', 'evil.example:8080');
    // the default casino, on its own addresses
    expect(home.body).toContain('http://localhost:8081/remoteEntry.js');
    expect(String(home.headers['content-security-policy'])).toContain('http://localhost:8081');
  });

  it('keeps a casino’s own host name, and one the operator adds', async () => {
    const classic = await page('/', 'classic.localhost:8080');
    expect(classic.body).toContain('http://classic.localhost:8081/remoteEntry.js');
    const added = await page('/', 'casino.example.com');
    expect(added.body).toContain('http://casino.example.com:8081/remoteEntry.js');
    expect(added.body).toContain('Parlor Classic');
    expect(String(added.headers['content-security-policy'])).toContain(
      'http://casino.example.com:8081',
    );
  });

  it('reads added host names as name=casino pairs, ignoring anything else', () => {
    expect(
      parseHosts(' Casino.Example.com=fusion, fun.example.com = fun,bad host=fun,x.test=nope,=,'),
    ).toEqual({ 'casino.example.com': 'fusion', 'fun.example.com': 'fun' });
    expect(parseHosts(undefined)).toEqual({});
  });
});
