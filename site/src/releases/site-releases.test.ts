// A visitor's releases, as the site serves them: canaries share a casino's visitors by a cookie,
// preview links put one browser on a release and no other.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { requiredExposes } from '@parlor/shared/release';
import { loadSiteSettings } from '../site-settings';
import { tempDir } from '../testing/temp-dir';
import { buildSite } from '../build-site';
import { signPreview } from '../preview/preview-token';
import { openSiteDatabase } from '../state/site-database';

const RELEASE = '0.1.0-3f9a1c2b7d';
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@parlor/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

/** A stand-in controller naming the casino by the Host it is asked with. */
function controller(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url !== '/api/boot') return void res.writeHead(404).end();
    const casino = String(req.headers.host).startsWith('classic.') ? 'classic' : 'fusion';
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ controller_path: '/api/controller', passphrase: 'p', casino_key: casino }),
      );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The remotes' servers: the lobby's release, with the exposes and shared versions it needs. */
const remoteFiles = (async (input: string | URL | Request) => {
  const url = String(input);
  if (url === `http://localhost:8081/releases/${RELEASE}/remoteEntry.js`)
    return new Response('/* entry */');
  if (url === `http://localhost:8081/releases/${RELEASE}/mf-manifest.json`)
    return Response.json({
      name: 'mf_lobby',
      exposes: requiredExposes('mf_lobby').map((name) => ({ name: name.slice(2), path: name })),
      shared: SHARED,
    });
  return new Response('', { status: 404 });
}) as typeof fetch;

let dir: string;
let site: FastifyInstance;
let upstream: http.Server;

beforeEach(async () => {
  dir = tempDir('parlor-releases-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'parlor_shell', exposes: [], shared: SHARED }),
  );
  upstream = await controller();
  site = await startSite();
});

const settingsOf = () =>
  loadSiteSettings({
    PARLOR_SHELL_DIST: dir,
    PARLOR_SITE_DB: path.join(dir, 'site.db'),
    PARLOR_PREVIEW_SECRET: SECRET,
  });

function startSite(): Promise<FastifyInstance> {
  return buildSite({
    controllerUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    settings: settingsOf(),
    fetchImpl: remoteFiles,
  });
}

afterEach(async () => {
  await site.close();
  await new Promise((done) => upstream.close(done));
  fs.rmSync(dir, { recursive: true, force: true });
});

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

async function lobbyOf(host: string, cookie?: string) {
  const res = await site.inject({
    url: '/api/boot',
    headers: { host, ...(cookie ? { cookie } : {}) },
  });
  return { entry: res.json().remotes.mf_lobby as string, res };
}

describe('canaries', () => {
  it('puts about its share of fresh visitors on the release, each keeping its version', async () => {
    // started through the store (as by another site process), then this site started on it
    const database = await openSiteDatabase(settingsOf());
    const canary = { release: RELEASE, percent: 50, startedAt: new Date().toISOString(), by: 't' };
    await database.store.commit({
      casino: 'fusion',
      expectedGeneration: 0,
      changes: [{ kind: 'canary', remote: 'mf_lobby', canary }],
      audit: [],
    });
    await database.close();
    await site.close();
    site = await startSite();
    let onRelease = 0;
    for (let i = 0; i < 40; i += 1) {
      const first = await lobbyOf('localhost:8080');
      const cookie = cookieOf(first.res.headers['set-cookie'], 'parlor_visitor');
      expect(cookie).toBeDefined();
      expect(String(first.res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
      const again = await lobbyOf('localhost:8080', cookie);
      expect(again.entry).toBe(first.entry);
      // a visitor who has its id is not given another
      expect(again.res.headers['set-cookie']).toBeUndefined();
      if (first.entry.includes(`/releases/${RELEASE}/`)) onRelease += 1;
      else expect(first.entry).toBe('http://localhost:8081/remoteEntry.js');
    }
    expect(onRelease).toBeGreaterThanOrEqual(10);
    expect(onRelease).toBeLessThanOrEqual(30);
    // another casino is untouched: its own build, and no cookie
    for (let i = 0; i < 10; i += 1) {
      const other = await lobbyOf('classic.localhost:8080');
      expect(other.entry).toBe('http://classic.localhost:8081/remoteEntry.js');
      expect(other.res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('preview links', () => {
  const token = (overrides: object = {}) =>
    signPreview(
      {
        casino: 'fusion',
        remote: 'mf_lobby',
        release: RELEASE,
        expiresAt: Date.now() + 3_600_000,
        ...overrides,
      },
      SECRET,
    );

  it('checks the release where the operations do, never at an address the request names', async () => {
    const asked: string[] = [];
    await site.close();
    site = await buildSite({
      controllerUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      settings: settingsOf(),
      fetchImpl: ((input: string | URL | Request) => {
        asked.push(String(input));
        return remoteFiles(input);
      }) as typeof fetch,
    });
    const open = await site.inject({
      url: `/?parlor_preview=${token()}`,
      headers: { host: 'attacker.example:8080' },
    });
    expect(open.statusCode).toBe(303);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.startsWith('http://localhost:8081/'))).toBe(true);
  });

  it('puts the browser that opened the link on the release, and no other', async () => {
    const open = await site.inject({
      url: `/category/slots?sort=az&parlor_preview=${token()}`,
      headers: { host: 'localhost:8080' },
    });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe('/category/slots?sort=az');
    const cookie = cookieOf(open.headers['set-cookie'], 'parlor_preview');
    expect(String(open.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);

    const previewed = await lobbyOf('localhost:8080', cookie);
    expect(previewed.entry).toBe(`http://localhost:8081/releases/${RELEASE}/remoteEntry.js`);
    expect(previewed.res.json().preview).toMatchObject({ remote: 'mf_lobby', release: RELEASE });

    const someoneElse = await lobbyOf('localhost:8080');
    expect(someoneElse.entry).toBe('http://localhost:8081/remoteEntry.js');
    expect(someoneElse.res.json().preview).toBeUndefined();
    // the cookie is for fusion: classic's pages ignore it
    expect((await lobbyOf('classic.localhost:8080', cookie)).entry).toBe(
      'http://classic.localhost:8081/remoteEntry.js',
    );

    const end = await site.inject({
      method: 'POST',
      url: '/api/preview/end',
      headers: { host: 'localhost:8080', origin: 'http://localhost:8080', cookie },
    });
    expect(end.statusCode).toBe(204);
    expect(String(end.headers['set-cookie'])).toMatch(/^parlor_preview=; Max-Age=0/);
    const foreign = await site.inject({
      method: 'POST',
      url: '/api/preview/end',
      headers: { host: 'localhost:8080', origin: 'https://evil.example', cookie },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a changed, expired, foreign or skewed link with a page saying why', async () => {
    const cases: [string, RegExp][] = [
      [`${token().slice(0, -3)}abc`, /incomplete or was changed/],
      [token({ expiresAt: Date.now() - 1000 }), /has expired/],
      [token({ casino: 'classic' }), /for another casino/],
      [token({ release: '0.2.0-0000000000' }), /cannot run on this site/],
    ];
    for (const [value, message] of cases) {
      const res = await site.inject({
        url: `/?parlor_preview=${encodeURIComponent(value)}`,
        headers: { host: 'localhost:8080' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toMatch(message);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});
