// The site's page read over HTTP equals the reference's page read in-process: the reference server
// runs for real (a temporary database, a port of its own), and a second Fastify instance serves
// the same shell build with httpPageData over createSiteReads pointed at it. Both read the same
// remote (a local stand-in for the lobby's build, so that the first screen's styles are whole)
// and render the first screen with the same renderer (a stand-in for the shell's).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerShellIndex, renderShellIndex } from '@parlor/site/pages/shell-index';
import { createTestApp, login, tempDir, type TestApp } from '../testing/test-app';
import { writeStandInRenderer } from '../testing/stand-in-renderer';
import { createFirstScreenRenderer } from '@parlor/site/pages/render/first-screen-renderer';
import { httpPageData } from '@parlor/site/site-page-data';
import { createSiteReads, DEFAULT_FRESHNESS } from '@parlor/site/site-reads';

const INDEX =
  '<!doctype html><html><head><link rel="preload" as="style" href="/shell.css"></head><body><div id="root" class="app-root"><div class="boot-loader" role="status"><span>Loading…</span></div></div></body></html>';

const exposed = (name: string, css: string) => ({
  path: `./${name}`,
  assets: { js: { sync: [`${name}.js`], async: [] }, css: { sync: [css], async: [] } },
});

/** The lobby's build: its manifest and the styles of its first-screen modules. */
function startRemote(): Promise<http.Server> {
  const files: Record<string, [string, string]> = {
    '/lobby/mf-manifest.json': [
      'application/json',
      JSON.stringify({
        name: 'mf_lobby',
        shared: [],
        exposes: [exposed('HomePage', 'home.css'), exposed('GamesListPage', 'list.css')],
      }),
    ],
    '/lobby/home.css': ['text/css', '.home{display:grid}'],
    '/lobby/list.css': ['text/css', '.games-list{display:grid}'],
    '/tournaments/mf-manifest.json': [
      'application/json',
      JSON.stringify({
        name: 'mf_tournaments',
        shared: [],
        exposes: [exposed('TournamentsPage', 'tournaments.css')],
      }),
    ],
    '/tournaments/tournaments.css': ['text/css', '.tournaments-page{display:grid}'],
  };
  const server = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (file) res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const PAGES = ['/', '/category/online-slots', '/all-games'];
const HOSTS = ['localhost', 'classic.localhost'];
const INLINE_BOOT = 'id="parlor-boot"';
const RENDERED = 'data-ssr=""';
/** A page without the moment and seed of its render, the only parts two renders differ in. */
const still = (page: string) => page.replace(/"now":\d+,"seed":\d+/g, '"now":0,"seed":0');

let remote: http.Server;
let dist: string;
let env: Record<string, string>;
let reference: TestApp;
let port: number;
let site: FastifyInstance;
let now: number;

async function startReference(at = 0): Promise<void> {
  reference = await createTestApp({ shellDist: dist }, { env });
  await reference.app.listen({ port: at, host: '127.0.0.1' });
  port = (reference.app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  remote = await startRemote();
  const origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  const remotes = {
    mf_lobby: `${origin}/lobby/remoteEntry.js`,
    mf_tournaments: `${origin}/tournaments/remoteEntry.js`,
  };
  env = { PARLOR_REMOTES: JSON.stringify({ fusion: remotes, classic: remotes }) };
  dist = tempDir('parlor-shell-');
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'shell.css'), '.header{display:flex}');
  writeStandInRenderer(dist);
  await startReference();

  now = 1_000_000;
  const reads = createSiteReads({ controllerUrl: `http://127.0.0.1:${port}`, now: () => now });
  site = Fastify();
  const renderer = createFirstScreenRenderer({ shellDist: dist });
  site.addHook('onClose', async () => renderer?.close());
  registerShellIndex(site, {
    dir: dist,
    basePath: '',
    excludePrefixes: ['/api'],
    pageData: httpPageData(reads, { remotes: reference.app.parlor.settings }),
    renderer,
  });
  site.get('/*', async (_request, reply) => reply.status(404).send());
  await site.ready();
});

afterAll(async () => {
  await site.close();
  await reference.close();
  await new Promise((resolve) => remote.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, host: string, cookie?: string) =>
  app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });

/** The page as each serves it; the first visit of each reads the remote's files, so ask twice. */
async function bothPages(url: string, host: string, cookie?: string) {
  await Promise.all([get(reference.app, url, host, cookie), get(site, url, host, cookie)]);
  const [own, over] = await Promise.all([
    get(reference.app, url, host, cookie),
    get(site, url, host, cookie),
  ]);
  expect(own.statusCode).toBe(200);
  expect(over.statusCode).toBe(200);
  return { own: own.body, over: over.body };
}

describe("the site's page over HTTP", () => {
  // Byte for byte but for the moment and seed of the render: the pages carry no nonce, and the
  // boot info, config, catalogue and promos the site reads are what the reference computes
  // in-process for the same Host.
  it.each(HOSTS.flatMap((host) => PAGES.map((page) => [host, page] as const)))(
    'is the reference’s own page for a guest (%s %s)',
    async (host, page) => {
      const { own, over } = await bothPages(page, host);
      expect(own).toContain(INLINE_BOOT);
      expect(own).toContain(RENDERED);
      // whole: the lobby's styles in the page, for its rendered first screen
      expect(own).toMatch(/<style data-href="[^"]+\/lobby\/(home|list)\.css">/);
      expect(still(over)).toBe(still(own));
    },
  );

  it('renders a fusion casino’s tournaments page with a guest’s answer, as the reference does', async () => {
    const { own, over } = await bothPages('/tournaments', 'localhost');
    const answersOf = (page: string) =>
      Object.keys(
        (
          JSON.parse(/id="parlor-boot">(.*?)<\/script>/.exec(page)?.[1] ?? '{}') as {
            render?: { answers?: Record<string, string> };
          }
        ).render?.answers ?? {},
      );
    expect(answersOf(own)).toEqual(['POST /api/controller?gettournaments lang=en']);
    expect(answersOf(over)).toEqual(answersOf(own));
    expect(own).toContain('data-page-promo="tournaments"');
  });

  it('carries home’s top promo where the reference does', async () => {
    const { own } = await bothPages('/', 'localhost');
    expect(own).toContain('data-home-promo');
    expect(own).toContain('<meta name="parlor-promo-pages"');
  });

  it('is not rendered for a player, as the reference’s', async () => {
    const cookie = await login(reference.app, 'alice', 'localhost');
    for (const page of PAGES) {
      const { own, over } = await bothPages(page, 'localhost', cookie);
      expect(own).toContain(INLINE_BOOT);
      expect(own).not.toContain(RENDERED);
      expect(over).toBe(own);
    }
  });

  it('goes out plain while the controller is away, and rendered again once it is back', async () => {
    const { own } = await bothPages('/', 'localhost');
    await reference.close();
    // within the last good values' age the site still renders from them
    now += DEFAULT_FRESHNESS.boot.ttlMs + 1;
    expect(still((await get(site, '/', 'localhost')).body)).toBe(still(own));
    // past it, nothing to serve: the plain shell page, which boots itself
    now += DEFAULT_FRESHNESS.boot.maxStaleMs;
    const away = await get(site, '/', 'localhost');
    expect(away.statusCode).toBe(200);
    expect(away.body).not.toContain(INLINE_BOOT);
    expect(away.body).toBe(renderShellIndex(INDEX, { basePath: '' }));

    await startReference(port);
    now += DEFAULT_FRESHNESS.boot.ttlMs + 1;
    const { own: again, over } = await bothPages('/', 'localhost');
    expect(over).toContain(RENDERED);
    expect(still(over)).toBe(still(again));
  });
});
