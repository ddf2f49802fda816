import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTestApp, login, tempDir, type TestApp } from '../testing/test-app';
import { writeStandInRenderer } from '../testing/stand-in-renderer';
import { ROUTE_TABLE } from '@parlor/shared/release';
import { makeConfig } from '@parlor/shared/testing';
import { firstScreenModules, inlineJson } from '@parlor/site/pages/first-screen';
import { listPage } from '@parlor/site/pages/first-tiles';

/** An address at a route's pattern, every parameter filled in. */
const pathAt = (pattern: string) => pattern.replace(/:[^/]+/g, 'x-1');

describe('inline JSON', () => {
  it('cannot end the script element or open a comment, and parses back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', sep: '\u2028' };
    const text = inlineJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('first screen modules', () => {
  it('knows which remote modules a page shows first', () => {
    expect(firstScreenModules('/')).toEqual([['mf_lobby', './HomePage']]);
    expect(firstScreenModules('/category/online-slots')).toEqual([['mf_lobby', './GamesListPage']]);
    expect(firstScreenModules('/all-games')).toEqual([['mf_lobby', './GamesListPage']]);
    expect(firstScreenModules('/providers/netent')).toEqual([['mf_lobby', './ProviderGamesPage']]);
    expect(firstScreenModules('/providers')).toEqual([]);
    expect(firstScreenModules('/tournaments')).toEqual([['mf_tournaments', './TournamentsPage']]);
    expect(firstScreenModules('/tournaments/42')).toEqual([
      ['mf_tournaments', './TournamentDetailPage'],
    ]);
    expect(firstScreenModules('/promotions')).toEqual([['mf_promotions', './PromotionsPage']]);
    expect(firstScreenModules('/favorites')).toEqual([]);
  });

  // The site's table is the shell's own (the router renders ROUTE_TABLE), so the page can no longer
  // hint a module the router does not show at that address, or miss one it does.
  it.each(ROUTE_TABLE.map((route) => [route.path, route] as const))(
    'is what the route table says at %s',
    (_path, route) => {
      const path = pathAt(route.path);
      const shown: [string, string][] = [[route.remote, route.expose]];
      expect(firstScreenModules(path)).toEqual(route.firstScreen ? shown : []);
      // as the router matches: a trailing slash and letter case aside
      expect(firstScreenModules(`${path}/`)).toEqual(firstScreenModules(path));
      expect(firstScreenModules(path.toUpperCase())).toEqual(firstScreenModules(path));
    },
  );

  it('leaves out the pages the casino does not offer', () => {
    const off = makeConfig({ tournaments: false });
    expect(firstScreenModules('/tournaments', off)).toEqual([]);
    expect(firstScreenModules('/tournaments/42', off)).toEqual([]);
    expect(firstScreenModules('/promotions', off)).toEqual([['mf_promotions', './PromotionsPage']]);
    expect(firstScreenModules('/tournaments', makeConfig())).toEqual([
      ['mf_tournaments', './TournamentsPage'],
    ]);
  });

  it("paints a list only where the route table opens that list's page like home", () => {
    for (const route of ROUTE_TABLE) {
      const list = listPage(pathAt(route.path));
      const kind =
        route.expose === './GamesListPage'
          ? route.props.kind
          : route.expose === './ProviderGamesPage'
            ? 'provider'
            : null;
      if (list) {
        expect(route.firstScreen).toBe(true);
        expect(list.kind).toBe(kind);
      } else if (route.firstScreen) {
        expect(kind).toBeNull();
      }
    }
  });
});

describe('the shell page', () => {
  let t: TestApp;
  let dist: string;
  const remoteOrigin = 'http://cdn.test';

  beforeAll(async () => {
    dist = tempDir('parlor-shell-');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script defer src="/main.js"></script></head><body></body></html>',
    );
    const remotes = {
      fusion: {
        mf_lobby: `${remoteOrigin}/lobby/remoteEntry.js`,
        mf_game: 'http://game.test:9000/remoteEntry.js',
      },
    };
    t = await createTestApp(
      { shellDist: dist },
      { env: { PARLOR_REMOTES: JSON.stringify(remotes) } },
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { host: 'localhost:8080', ...(cookie ? { cookie } : {}) } });

  const inlineData = (html: string): Record<string, unknown> => {
    const match = /<script type="application\/json" id="parlor-boot">(.*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    return JSON.parse(match![1]!) as Record<string, unknown>;
  };

  it('carries the boot info and config, and starts the first screen’s remote code with it', async () => {
    const res = await page('/');
    const data = inlineData(res.body) as {
      boot: { remotes: Record<string, string>; controller_path: string };
      config: { casino_name: string };
    };
    expect(data.boot.controller_path).toBe('/api/controller');
    expect(data.boot.remotes.mf_lobby).toBe(`${remoteOrigin}/lobby/remoteEntry.js`);
    expect(data.config.casino_name).toBeTruthy();
    expect(res.body).toContain(`<link rel="preconnect" href="${remoteOrigin}">`);
    expect(res.body).toContain('<link rel="preconnect" href="http://localhost:8086">');
    expect(res.body).toContain(
      `<link rel="preload" as="script" href="${remoteOrigin}/lobby/remoteEntry.js" fetchpriority="low">`,
    );
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${remoteOrigin}/lobby/mf-manifest.json">`,
    );
    // only the first screen's remote entry is started with the page
    expect(res.body).not.toContain('href="http://game.test:9000/remoteEntry.js"');
    expect(res.body).toContain('<link rel="preconnect" href="http://game.test:9000">');
    // the boot info is inline: the page does not ask for it again
    expect(res.body).not.toContain('href="/api/boot"');
    expect(res.body).toContain(
      '<link rel="preload" href="/api/controller?getgames" as="fetch" crossorigin>',
    );
  });

  it("preloads a list's first tiles' images, and no others", async () => {
    const IMAGE =
      /<link rel="preload" as="image" type="image\/webp" href="http:\/\/localhost:8086\/games\/[^"/]+\/[^"/]+\/landscape\.webp" fetchpriority="high">/g;
    const list = (await page('/category/online-slots')).body.match(IMAGE) ?? [];
    expect(list).toHaveLength(4);
    expect(new Set(list).size).toBe(4);
    // the same on the next view (kept), none where there is no list or no such category
    expect((await page('/category/online-slots')).body.match(IMAGE)).toEqual(list);
    expect((await page('/category/no-such-category')).body).not.toMatch(IMAGE);
    expect((await page('/tournaments')).body).not.toMatch(IMAGE);
    expect((await page('/')).body).not.toMatch(IMAGE);
  });

  it("paints a player's list's first tiles itself, the images it preloads, at the end of its body", async () => {
    const cookie = await login(t.app, 'alice');
    const page = (url: string) =>
      t.app.inject({ url, headers: { host: 'localhost:8080', cookie } });
    const body = (await page('/category/online-slots')).body;
    const preloaded = [...body.matchAll(/<link rel="preload" as="image"[^>]* href="([^"]+)"/g)];
    const layer =
      /<div id="boot-tiles" class="([^"]+)" aria-hidden="true">(.*?)<\/div><\/div><\/body>/.exec(
        body,
      );
    expect(layer).not.toBeNull();
    expect([...layer![2]!.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])).toEqual(
      preloaded.map((m) => m[1]),
    );
    // online slots has hundreds of games from many providers: the filter bar is above its grid
    expect(layer![1]).toBe('boot-tiles boot-tiles-filters');
    // a placed promo's box is above the title of its lists
    const placed = /<meta name="parlor-promo-pages" content="([^"]+)">/.exec(body)?.[1]?.split(' ');
    const list = placed?.find((p) => !p.endsWith('/'));
    expect(list).toBeDefined();
    expect((await page(list!)).body).toMatch(/class="boot-tiles[^"]* boot-tiles-promo"/);
    // none on a provider's page (its introduction), home, or a page without a list
    expect((await page('/providers/netent')).body).not.toContain('id="boot-tiles"');
    expect((await page('/')).body).not.toContain('id="boot-tiles"');
    expect((await page('/category/no-such-category')).body).not.toContain('id="boot-tiles"');
  });

  it('never carries the player or balances, even for a signed-in visitor', async () => {
    const cookie = await login(t.app, 'alice');
    const res = await page('/', cookie);
    const data = inlineData(res.body);
    expect(Object.keys(data).sort()).toEqual(['boot', 'config']);
    expect(res.body).not.toMatch(/alice|"balance/i);
  });
});

describe('the shell page with the remote’s manifest read and a renderer in the shell’s build', () => {
  let t: TestApp;
  let dist: string;
  let remote: http.Server;
  let origin: string;

  beforeAll(async () => {
    remote = http.createServer((req, res) => {
      if (req.url === '/lobby/list.css') {
        res
          .writeHead(200, { 'content-type': 'text/css' })
          .end('.games-list{background:url(bg.png)}/*</style><script>x()</script>*/');
        return;
      }
      if (req.url !== '/lobby/mf-manifest.json') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          name: 'mf_lobby',
          shared: [],
          exposes: [
            {
              path: './GamesListPage',
              assets: {
                js: { sync: ['1.js', 'list.js'], async: ['i18n-lobby-de-json.9.js'] },
                css: { sync: ['list.css'], async: [] },
              },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    dist = tempDir('parlor-shell-');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><link rel="preload" as="style" href="/shell.css"><link rel="preload" as="style" href="/images.css"></head><body><div id="root" class="app-root"><div class="boot-loader" role="status"><span>Loading…</span></div></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'shell.css'), '.header{display:flex}');
    fs.writeFileSync(path.join(dist, 'images.css'), '.logo{background:url(logo.png)}');
    writeStandInRenderer(dist);
    const remotes = { fusion: { mf_lobby: `${origin}/lobby/remoteEntry.js` } };
    t = await createTestApp(
      { shellDist: dist },
      { env: { PARLOR_REMOTES: JSON.stringify(remotes) } },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => remote.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, cookie = '') =>
    t.app.inject({ url, headers: { host: 'localhost:8080', cookie } });

  it('starts the first screen’s module files at a script’s low priority, and the visitor’s strings', async () => {
    const hintsOf = (body: string) =>
      [
        ...body.matchAll(
          /<link rel="preload" as="(script|style)" href="([^"]+)"( fetchpriority="low")?>/g,
        ),
      ]
        .map((m) => `${m[1]} ${m[2]!.replace(origin, '')}${m[3] ? ' low' : ''}`)
        .filter((hint) => hint.includes('/lobby/') && !hint.includes('remoteEntry.js'));
    // a guest's page carries the module's styles itself: nothing to hint for them
    expect(hintsOf((await page('/category/online-slots', 'lang=de')).body)).toEqual([
      'script /lobby/1.js low',
      'script /lobby/list.js low',
      'script /lobby/i18n-lobby-de-json.9.js low',
    ]);
    // a player's page does not: styles first
    const player = `${await login(t.app, 'alice')}; lang=de`;
    expect(hintsOf((await page('/category/online-slots', player)).body)).toEqual([
      'style /lobby/list.css',
      'script /lobby/1.js low',
      'script /lobby/list.js low',
      'script /lobby/i18n-lobby-de-json.9.js low',
    ]);
    // in English, no strings chunk; on a page whose module the manifest does not describe, none
    expect((await page('/category/online-slots')).body).not.toContain('i18n-lobby');
    expect((await page('/')).body).not.toContain(`${origin}/lobby/1.js`);
  });

  const inlineRender = (html: string) => {
    const json = /<script type="application\/json" id="parlor-boot">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    return (JSON.parse(json ?? '{}') as { render?: Record<string, unknown> }).render;
  };

  it('carries a guest’s first screen as the server rendered it, in the root the shell hydrates', async () => {
    const body = (await page('/category/online-slots', 'lang=de; theme=dark')).body;
    expect(body).toMatch(
      /<div id="root" class="app-root guest" data-guest="true" data-ssr=""><div class="stand-in" data-path="\/category\/online-slots" data-lang="de" data-theme="dark"><header>[^<]+<\/header><main>\d+ games<\/main><\/div><\/div>/,
    );
    // what it was rendered with, for the browser's hydration to render the same
    const render = inlineRender(body);
    expect(render).toMatchObject({
      lang: 'de',
      theme: 'dark',
      modules: ['mf_lobby|./GamesListPage'],
    });
    expect(typeof render?.now).toBe('number');
    expect(Number.isInteger(render?.seed)).toBe(true);
    // the boot loader and the note that the site needs JavaScript are gone: the page works without
    expect(body).not.toContain('boot-loader');
    expect(body).not.toContain('<noscript>');
  });

  it('carries the answers of the guest calls the render made, read as a guest’s', async () => {
    const cookie = 'lang=fr';
    const render = inlineRender((await page('/tournaments', cookie)).body);
    const answers = render?.answers as Record<string, string>;
    const text = answers['POST /api/controller?gettournaments lang=fr'];
    expect(text).toBeDefined();
    const answer = JSON.parse(text!) as { active_tournaments: Record<string, unknown>[] };
    expect(answer.active_tournaments.length).toBeGreaterThan(0);
    expect(answer.active_tournaments[0]!.joined).toBeUndefined();
  });

  it('styles a rendered list with the lobby’s styles carried in the page, never as a way out of it', async () => {
    const body = (await page('/category/online-slots')).body;
    const style = /<style data-href="(http[^"]+)">(.*?)<\/style>/s.exec(body);
    expect(style?.[1]).toBe(`${origin}/lobby/list.css`);
    expect(style?.[2]).toContain(`url(${origin}/lobby/bg.png)`);
    expect(style?.[2]).not.toMatch(/<\/style/i);
    // the stylesheet's text stays inside its element
    expect(style?.[2]).toContain('x()');
    // the remote's stylesheet is not one the page waits for: a remote that hangs holds no paint
    expect(body).not.toMatch(/<link rel="stylesheet" href="http/);
  });

  it('carries the shell’s styles in a rendered page, and links one whose addresses need its file', async () => {
    const body = (await page('/category/online-slots')).body;
    expect(body).toContain('<style data-href="/shell.css">.header{display:flex}</style>');
    expect(body).toContain('<link rel="stylesheet" href="/images.css">');
    // a player's page is not rendered: the shell's styles stay its scripts' to apply
    const player = (await page('/category/online-slots', await login(t.app, 'alice'))).body;
    expect(player).toContain('<link rel="preload" as="style" href="/shell.css">');
  });

  it('is not painted before its first screen is parsed whole; a page without one is not held', async () => {
    const body = (await page('/category/online-slots')).body;
    const expectLink = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(body);
    expect(expectLink).not.toBeNull();
    // the element it waits for comes right after the root, outside what React hydrates
    expect(body).toMatch(
      new RegExp(`</main></div></div><span id="${expectLink![1]}" hidden></span>`),
    );
    const player = (await page('/category/online-slots', await login(t.app, 'alice'))).body;
    expect(player).not.toContain('rel="expect"');
  });

  it('goes out without a render that is late or fails: the browser renders that first screen', async () => {
    for (const url of ['/providers/hangs', '/providers/throws']) {
      const started = performance.now();
      const body = (await page(url)).body;
      expect(performance.now() - started).toBeLessThan(2900);
      expect(body).not.toContain('data-ssr');
      expect(body).toContain('boot-loader');
      expect(inlineRender(body)).toBeUndefined();
    }
    // and the next page is rendered as before
    expect((await page('/all-games')).body).toContain('data-ssr=""');
  });

  it('goes out without a render holding a module whose styles it cannot carry', async () => {
    // the stand-in renders home's module, whose files the lobby's manifest here does not name
    const body = (await page('/')).body;
    expect(body).not.toContain('data-ssr');
    expect(inlineRender(body)).toBeUndefined();
    expect(body).toContain('boot-loader');
  });

  it('renders nothing for a player: no markup, no render facts, no styles carried', async () => {
    const cookie = await login(t.app, 'alice');
    const player = (await page('/category/online-slots', cookie)).body;
    expect(player).not.toContain('data-ssr');
    expect(player).not.toContain('<style data-href');
    expect(inlineRender(player)).toBeUndefined();
  });
});

describe('what the site reads for a page', () => {
  it('is read at the casino’s own host name, never at one a request names', async () => {
    const dist = tempDir('parlor-shell-');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const fetched: string[] = [];
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      fetched.push(String(input));
      return Promise.resolve(new Response('{}', { status: 404 }));
    });
    const t = await createTestApp({ shellDist: dist });
    try {
      await t.app.inject({ url: '/', headers: { host: 'evil.test:8080' } });
      await t.app.inject({
        url: '/category/online-slots',
        headers: { host: 'classic.localhost:8080' },
      });
      expect(fetched.length).toBeGreaterThan(0);
      for (const url of fetched) expect(new URL(url).hostname).toBe('localhost');
    } finally {
      spy.mockRestore();
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
