import type {
  Balances,
  ConfigResponse,
  DfsResponse,
  Favorite,
  GameLockDetails,
  GamesPayload,
  MessageCenter,
  Referral,
  Widget,
} from '@parlor/shared/types';
import { gunzipSync } from 'node:zlib';
import { EDGE } from '../catalogue/edge-cases';
import { count, createTestApp, decrypt, login, type TestApp } from '../testing/test-app';
import type { BootResponse } from './boot-routes';
import { keywordOf } from './controller-routes';

let t: TestApp;
let alice: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await login(t.app, 'alice');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host = 'localhost:8080') =>
  t.app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });
const form = (body: Record<string, string>, cookie?: string, keyword = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/controller${keyword ? `?${keyword}` : ''}`,
    headers: {
      host: 'localhost',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(body).toString(),
  });

describe('keywordOf', () => {
  it('reads the first query parameter name', () => {
    expect(keywordOf('/api/controller?getconfig')).toBe('getconfig');
    expect(keywordOf('/api/controller?gettournamentslobby&name=x')).toBe('gettournamentslobby');
    expect(keywordOf('/api/controller')).toBe('');
  });
});

describe('getconfig', () => {
  it('answers an encrypted config with player null for guests', async () => {
    const res = await get('/api/controller?getconfig');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = decrypt<ConfigResponse>(res);
    expect(body.player).toBeNull();
    expect(body.config).toMatchObject({
      casino_id: 4,
      is_fusion: true,
      environment: 'local',
      currency: 'USD',
      assets_domain: 'http://localhost:8086',
      allow_play_for_free_before_login: false,
      livedealer: false,
      dfs: true,
      controller_path: '/api/controller',
      loyalty_controller_path: '/api/loyalty',
      coupon_controller_path: '/api/coupon',
      webplay_controller_path: '/api/webplay',
    });
    expect(body.config.pages.cashier).toBe('/pages/cashier');
    expect(Object.keys(body.config.navigation).sort()).toEqual(['DE', 'EN', 'ES', 'FR']);
    const en = body.config.navigation.EN.map((n) => n.action);
    expect(en).toEqual(
      expect.arrayContaining([
        '/',
        '/category/online-slots',
        '/promotions',
        '/tournaments',
        '/providers',
      ]),
    );
    expect(body.config.navigation.DE.find((n) => n.id === 'tournaments')?.label).toBe('Turniere');
    expect(body.config.launcher.EN.map((n) => n.id)).toEqual([
      'games',
      'promos',
      'cashier',
      'account',
      'inbox',
    ]);
  });

  it('includes the logged-in player with balances in units and favorites', async () => {
    const body = decrypt<ConfigResponse>(await get('/api/controller?getconfig', alice));
    expect(body.player).toMatchObject({
      username: 'alice',
      fname: 'Alice',
      lname: 'Archer',
      class: 'regular',
      currency_code: 'USD',
      practicemode: false,
      balances: { balance: 500, currency_code: 'USD' },
    });
    expect(body.player!.favorites.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['localhost:8080', 4, 'fusion', true, 'localhost'],
    ['127.0.0.1:8080', 4, 'fusion', true, '127.0.0.1'],
    ['classic.localhost:8080', 14, 'classic', false, 'classic.localhost'],
    ['fun.localhost', 85, 'fun', false, 'fun.localhost'],
    // a host name the site does not know gets the default casino on its own addresses
    ['unknown.example.com', 4, 'fusion', true, 'localhost'],
  ])('picks the casino by host %s', async (host, id, key, fusion, assetsHost) => {
    const body = decrypt<ConfigResponse>(await get('/api/controller?getconfig', undefined, host));
    expect(body.config.casino_id).toBe(id);
    expect(body.config.is_fusion).toBe(fusion);
    expect(body.config.casino_logo_light).toContain(`/brand/${key}/logo-light.svg`);
    expect(body.config.assets_domain).toBe(`http://${assetsHost}:8086`);
  });

  it('configures the classic and fun casinos', async () => {
    const classic = decrypt<ConfigResponse>(
      await get('/api/controller?getconfig', undefined, 'classic.localhost'),
    ).config;
    expect(classic).toMatchObject({
      livedealer: 'classic-live',
      use_vertical_thumbs: true,
      allow_play_for_free_before_login: true,
      dfs: true,
    });
    expect(classic.navigation.EN.map((n) => n.action)).toContain('/category/specialty-games');
    expect(classic.navigation.EN.map((n) => n.action)).not.toContain('/providers');
    const fun = decrypt<ConfigResponse>(
      await get('/api/controller?getconfig', undefined, 'fun.localhost'),
    ).config;
    expect(fun).toMatchObject({
      fun_money_casino: true,
      dfs: false,
      dfs_popup: false,
      dfs_spinwheel: false,
    });
  });
});

describe('getgames', () => {
  it('answers the catalogue as JSON with every edge case and nothing server-only', async () => {
    const res = await get('/api/controller?getgames');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<GamesPayload>();
    expect(body.games.length).toBe(800);
    const slugs = (s: string) => body.games.filter((g) => g.shortname === s);
    expect(slugs(EDGE.multiProvider2)).toHaveLength(2);
    expect(slugs(EDGE.multiProvider3)).toHaveLength(3);
    expect(slugs(EDGE.sportsbook)[0]?.provider).toBe('sportsbook');
    const synth = slugs(EDGE.synth[0])[0]!;
    expect(synth.synth).toBe(1);
    expect(synth.synth_details?.imgLoader).toBe(
      `http://localhost:8086/synth/${EDGE.synth[0]}/loader.jpg`,
    );
    expect(
      body.games
        .filter((g) => g.game_lock === 1)
        .map((g) => g.shortname)
        .sort(),
    ).toEqual([EDGE.lockEventDeposit, EDGE.lockEventSignup, EDGE.lockPlayerClass].sort());
    const kinds = new Set(
      body.games
        .filter((g) => g.jackpot > 0 || g.shortname === EDGE.jackpotZero)
        .map((g) => {
          const m = g.jackpot_multiplier;
          return m ? `${m.type}:${m.schedule?.repeat_param ?? 'always'}` : 'none';
        }),
    );
    for (const k of [
      'none',
      'multiplier:always',
      'multiplier:one_time',
      'multiplier:daily',
      'multiplier:weekly',
      'boosted:always',
    ]) {
      expect(kinds).toContain(k);
    }
    expect(slugs(EDGE.jackpotZero)[0]?.jackpot).toBe(0);
    expect(res.body).not.toMatch(/launch|mobile_only|invalid_game|lock_by/);
    expect(body.providers.length).toBeGreaterThanOrEqual(16);
    expect(body.total_jackpot).toBeGreaterThan(0);
  });

  it('is compressed and answers 304 to a matching If-None-Match', async () => {
    const res = await t.app.inject({
      url: '/api/controller?getgames',
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as GamesPayload;
    expect(json.games).toHaveLength(800);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/controller?getgames',
      headers: { host: 'localhost', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('offers the single-provider catalogue on classic.localhost', async () => {
    const body = (
      await get('/api/controller?getgames', undefined, 'classic.localhost')
    ).json<GamesPayload>();
    expect(body.providers).toHaveLength(1);
    expect(body.games.some((g) => g.category === 'specialty-games')).toBe(true);
  });
});

describe('player calls', () => {
  it.each(['myfavorites', 'DFS', 'getBalance', 'getunreadmessages', 'raf', 'getmessages'])(
    '%s answers 401 auth_required for guests',
    async (keyword) => {
      const res = await get(`/api/controller?${keyword}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'auth_required' });
    },
  );

  it('rejects a forged session cookie', async () => {
    const res = await get('/api/controller?getBalance', 'parlor_session=forged-token');
    expect(res.statusCode).toBe(401);
  });

  it('answers balances, unread count, messages and DFS', async () => {
    expect(decrypt<Balances>(await get('/api/controller?getBalance', alice))).toEqual({
      balance: 500,
      currency_code: 'USD',
      withdrawable: 500,
      playthrough: 15,
      bonus: 25,
      comp_points: 1240,
    });
    expect(decrypt(await get('/api/controller?getunreadmessages', alice))).toEqual({
      total_unread: 2,
    });
    const center = (await get('/api/controller?getmessages', alice)).json<MessageCenter>();
    expect(center.messages).toHaveLength(4);
    expect(center.count.total_unread).toBe(2);
    // no recent deposit: the free spins popup does not open by itself
    const dfs = decrypt<DfsResponse>(await get('/api/controller?DFS', alice));
    expect(dfs.dfs).toMatchObject({ reason_not_allowed_to_redeem: 'minimum_deposit' });
    expect(dfs.dfs_popup).toEqual({ show: false });
  });

  it('gives alice a referral page and others none', async () => {
    const a = decrypt<Referral>(await get('/api/controller?raf', alice));
    expect(a.page).toBe('/pages/refer-a-friend');
    expect(a.url).toContain('ref=alice');
    const broke = await login(t.app, 'broke');
    expect(decrypt<Referral>(await get('/api/controller?raf', broke))).toEqual({
      page: null,
      url: null,
    });
  });
});

describe('setFavorite', () => {
  it('adds and removes idempotently', async () => {
    const vip = await login(t.app, 'vip');
    const fav = { setFavorite: '1', game: EDGE.multiProvider3, provider: 'netent' };
    const list = async () => decrypt<Favorite[]>(await get('/api/controller?myfavorites', vip));
    expect(await list()).toEqual([]);
    for (let i = 0; i < 2; i++) {
      expect(decrypt(await form({ ...fav, action: 'add' }, vip))).toEqual({ success: true });
    }
    expect(await list()).toEqual([{ shortname: EDGE.multiProvider3, provider: 'netent' }]);
    // the same shortname by another provider is another favorite
    await form({ ...fav, provider: 'big-time-gaming', action: 'add' }, vip);
    expect(await list()).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      expect(decrypt(await form({ ...fav, action: 'remove' }, vip))).toEqual({ success: true });
    }
    expect(await list()).toEqual([{ shortname: EDGE.multiProvider3, provider: 'big-time-gaming' }]);
  });

  it('needs a player', async () => {
    const res = await form({
      setFavorite: '1',
      action: 'add',
      game: EDGE.jackpotNone,
      provider: 'netent',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'auth_required' });
  });

  it.each([
    ['no setFavorite', { action: 'add', game: EDGE.jackpotNone, provider: 'netent' }, 400],
    [
      'bad action',
      { setFavorite: '1', action: 'toggle', game: EDGE.jackpotNone, provider: 'netent' },
      400,
    ],
    [
      'bad shortname',
      { setFavorite: '1', action: 'add', game: "x'; DROP TABLE favorites; --", provider: 'netent' },
      400,
    ],
    [
      'bad provider',
      { setFavorite: '1', action: 'add', game: EDGE.jackpotNone, provider: 'Net Ent' },
      400,
    ],
    [
      'unknown game',
      { setFavorite: '1', action: 'add', game: 'no-such-game', provider: 'netent' },
      404,
    ],
    [
      'game of another provider',
      { setFavorite: '1', action: 'add', game: EDGE.jackpotNone, provider: 'red-tiger' },
      404,
    ],
    [
      'ambiguous without provider',
      { setFavorite: '1', action: 'add', game: EDGE.multiProvider2 },
      404,
    ],
  ])('rejects %s and writes nothing', async (_name, body, status) => {
    const before = count(t.app, 'favorites');
    const res = await form(body as Record<string, string>, alice);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status === 400 ? 'invalid_input' : 'game_not_found' });
    expect(count(t.app, 'favorites')).toBe(before);
  });
});

describe('getgamelockdetails', () => {
  it.each([
    [EDGE.lockPlayerClass, 'player_class', null],
    [EDGE.lockEventDeposit, 'event', 'deposit'],
    [EDGE.lockEventSignup, 'event', 'signup'],
  ])('details %s', async (shortname, lockBy, event) => {
    const games = (await get('/api/controller?getgames')).json<GamesPayload>().games;
    const game = games.find((g) => g.shortname === shortname)!;
    const body = decrypt<GameLockDetails>(
      await form({ shortname, provider: game.provider }, undefined, 'getgamelockdetails'),
    );
    expect(body).toMatchObject({
      lock_by: lockBy,
      visible_event: event,
      display_name: game.display_name,
    });
    expect(body.img_portrait).toBe(
      `http://localhost:8086/games/${shortname}/${game.provider}/portrait.jpg`,
    );
    if (event === 'signup') expect(body.target_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 400 for bad input, 404 for unknown or unlocked games, 405 for GET', async () => {
    expect((await form({ shortname: '../etc' }, undefined, 'getgamelockdetails')).statusCode).toBe(
      400,
    );
    expect(
      (
        await form({ shortname: 'nope', provider: 'netent' }, undefined, 'getgamelockdetails')
      ).json(),
    ).toMatchObject({ code: 'game_not_found' });
    const res = await form(
      { shortname: EDGE.jackpotNone, provider: 'netent' },
      undefined,
      'getgamelockdetails',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_locked' });
    expect((await get('/api/controller?getgamelockdetails')).statusCode).toBe(405);
  });
});

describe('other calls', () => {
  it('keepplaying: recent games for players, [] for guests', async () => {
    expect((await get('/api/controller?keepplaying')).json()).toEqual([]);
    const recent = (await get('/api/controller?keepplaying', alice)).json<Favorite[]>();
    expect(recent.length).toBeGreaterThan(0);
    expect(recent[0]).toEqual({ shortname: expect.any(String), provider: expect.any(String) });
  });

  it('suggest: 12 playable games, none of the player favorites', async () => {
    const guest = (await get('/api/controller?suggest')).json<Favorite[]>();
    expect(guest).toHaveLength(12);
    const mine = (await get('/api/controller?suggest', alice)).json<Favorite[]>();
    const favs = decrypt<Favorite[]>(await get('/api/controller?myfavorites', alice));
    for (const f of favs) expect(mine).not.toContainEqual(f);
    expect(mine.map((f) => f.shortname)).not.toContain(EDGE.sportsbook);
  });

  it('widgets: an encrypted list', async () => {
    const widgets = decrypt<Widget[]>(await get('/api/controller?widgets'));
    expect(widgets.length).toBeGreaterThan(0);
    expect(widgets[0]).toMatchObject({
      id: expect.any(String),
      kind: expect.any(String),
      title: expect.any(String),
    });
  });

  it('answers unknown keywords 404 and wrong methods 405', async () => {
    expect((await get('/api/controller?nosuchthing')).json()).toMatchObject({
      code: 'unknown_keyword',
    });
    expect((await get('/api/controller?nosuchthing')).statusCode).toBe(404);
    expect((await get('/api/controller?__proto__')).statusCode).toBe(404);
    expect((await get('/api/controller?constructor')).statusCode).toBe(404);
    expect((await get('/api/controller')).statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/controller?getconfig',
      headers: { host: 'localhost' },
    });
    expect(post.statusCode).toBe(405);
  });
});

describe('boot', () => {
  it('answers the remotes of the casino, the passphrase and the sportsbook casino', async () => {
    const res = await get('/api/boot', undefined, 'classic.localhost:8080');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<BootResponse>();
    expect(body).toMatchObject({
      controller_path: '/api/controller',
      passphrase: 'parlor-demo-passphrase',
      casino_id: 14,
      sportsbook: { casino_id: 4 },
    });
    expect(body.sportsbook).not.toHaveProperty('player_ids');
    expect(body.remotes).toEqual({
      mf_lobby: 'http://classic.localhost:8081/remoteEntry.js',
      mf_game: 'http://classic.localhost:8082/remoteEntry.js',
      mf_tournaments: 'http://classic.localhost:8083/remoteEntry.js',
      mf_promotions: 'http://classic.localhost:8084/remoteEntry.js',
      mf_freespins: 'http://classic.localhost:8085/remoteEntry.js',
    });
  });

  it('sportsfan is player 5 of the fusion casino (the default whitelist)', async () => {
    const cookie = await login(t.app, 'sportsfan');
    expect(
      decrypt<ConfigResponse>(await get('/api/controller?getconfig', cookie)).player?.PID,
    ).toBe(5);
  });

  // which release each casino loads is the site's state (its store), not the reference
  // controller's: alone, it names each remote's default build, or what PARLOR_REMOTES says
  it('applies PARLOR_REMOTES, and a page policy follows it', async () => {
    const other = await createTestApp({
      seedDemo: false,
      remotesEnv: JSON.stringify({
        classic: { mf_game: 'https://cdn.example.com/game/remoteEntry.js' },
      }),
    });
    try {
      const res = await other.app.inject({
        url: '/api/boot',
        headers: { host: 'classic.localhost' },
      });
      expect(res.json<BootResponse>().remotes.mf_game).toBe(
        'https://cdn.example.com/game/remoteEntry.js',
      );
      const fusion = await other.app.inject({ url: '/api/boot', headers: { host: 'localhost' } });
      expect(fusion.json<BootResponse>().remotes.mf_game).toBe(
        'http://localhost:8082/remoteEntry.js',
      );
      const page = await other.app.inject({
        url: '/webplay/exit',
        headers: { host: 'classic.localhost' },
      });
      expect(page.headers['content-security-policy']).toContain('https://cdn.example.com');
    } finally {
      await other.close();
    }
  });
});

describe('security headers', () => {
  it('gives data answers the strictest CSP: never a document', async () => {
    for (const url of ['/api/boot', '/api/controller?getgames', '/api/nothing']) {
      expect((await get(url)).headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
    }
  });

  it('sends pages a CSP allowing the remotes and the assets host of the request host', async () => {
    const res = await get('/webplay/exit', undefined, 'classic.localhost:8080');
    const csp = res.headers['content-security-policy'] as string;
    const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain("'self'");
    expect(directive('script-src')).toContain('http://classic.localhost:8081');
    expect(directive('script-src')).toContain('http://localhost:8085');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    // remotes' stylesheets load from their own origins
    expect(directive('style-src')).toContain('http://classic.localhost:8081');
    expect(directive('img-src')).toContain('http://classic.localhost:8086');
    expect(directive('img-src')).toContain('data:');
    expect(directive('connect-src')).toContain('http://classic.localhost:8083');
    expect(directive('frame-src')).toContain('http://classic.localhost:8086');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('does not echo a malformed host into the CSP', async () => {
    const res = await get('/webplay/exit', undefined, 'evil.com"; script-src *');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).not.toContain('evil');
    expect(csp).not.toContain('*');
  });
});
