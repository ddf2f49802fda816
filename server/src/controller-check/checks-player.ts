// The logged-in player: the login itself, then every player keyword. The only write is a
// favorite the player already has, added again (idempotent), or else added and removed.
import * as shape from './shapes';
import { isObject } from './shapes';
import { setCookies, SESSION_COOKIE } from './visitor';
import {
  call,
  expectError,
  fail,
  LOYALTY,
  sendCall,
  snippet,
  type CasinoState,
  type Check,
} from './check-kit';

type Favorite = { shortname: string; provider: string };

export function playerChecks(casino: CasinoState): Check[] {
  const at = `as ${casino.options.user} (${casino.hostname})`;
  const { player } = casino;
  const check = (name: string, run: () => Promise<unknown>): Check => ({
    name: `${name} ${at}`,
    run: async () => {
      await casino.login();
      await run();
    },
  });
  const favoritesNow = async () =>
    (await call(casino, player, { keyword: 'myfavorites' }, shape.favorites)) as Favorite[];
  return [
    {
      name: `login ${at}`,
      run: async () => {
        const res = await player.login(casino.options.user, casino.options.password);
        if (res.status !== 200) {
          fail(`login: POST /api/auth/login answered ${res.status} (${snippet(res.text)})`);
        }
        let body: unknown = null;
        try {
          body = JSON.parse(res.text);
        } catch {
          // reported below
        }
        if (!isObject(body) || body.ok !== true) fail('login: the answer is not { ok: true }');
        const cookie = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
        if (!cookie) fail(`login: no ${SESSION_COOKIE} cookie`);
        if (!/;\s*HttpOnly/i.test(cookie))
          fail(`login: the ${SESSION_COOKIE} cookie is not HttpOnly`);
        if (!/;\s*SameSite=Strict/i.test(cookie)) {
          fail(`login: the ${SESSION_COOKIE} cookie is not SameSite=Strict`);
        }
      },
    },
    check('getconfig', async () => {
      const value = await call(
        casino,
        player,
        { keyword: 'getconfig' },
        shape.configResponse(false),
      );
      const name = (value as { player: { username: string } }).player.username;
      if (name.toLowerCase() !== casino.options.user.toLowerCase()) {
        fail(`getconfig: player.username is "${name}", expected "${casino.options.user}"`);
      }
    }),
    check('myfavorites', favoritesNow),
    check('getBalance', () => call(casino, player, { keyword: 'getBalance' }, shape.balances)),
    check('getunreadmessages', () =>
      call(casino, player, { keyword: 'getunreadmessages' }, shape.messageCounter),
    ),
    check('raf', () => call(casino, player, { keyword: 'raf' }, shape.referral)),
    check('getmessages', () =>
      call(casino, player, { keyword: 'getmessages' }, shape.messageCenter),
    ),
    check('DFS', async () => {
      const config = await casino.guestConfig();
      await call(casino, player, { keyword: 'DFS' }, shape.dfsResponse(config.dfs === true));
    }),
    check('keepplaying', () => call(casino, player, { keyword: 'keepplaying' }, shape.favorites)),
    check('suggest', () => call(casino, player, { keyword: 'suggest' }, shape.favorites)),
    check('gettournaments', async () => {
      const value = (await call(
        casino,
        player,
        { keyword: 'gettournaments', form: { lang: 'en' } },
        shape.tournamentsResponse,
      )) as Record<string, { id?: unknown; joined?: unknown }[]>;
      for (const list of ['active_tournaments', 'upcoming_tournaments'] as const) {
        const missing = value[list]!.find((t) => typeof t.joined !== 'boolean');
        if (missing)
          fail(
            `gettournaments: ${list} entry ${String(missing.id)} has no joined flag for a player`,
          );
      }
      const upcoming = value.upcoming_tournaments!.find((t) => t.joined === true);
      if (upcoming) fail(`gettournaments: upcoming tournament ${String(upcoming.id)} is joined`);
    }),
    check('gettournamentslobby', async () => {
      const value = await call(
        casino,
        player,
        { keyword: 'gettournamentslobby' },
        shape.urlResponse,
      );
      const url = (value as { url: string }).url;
      if (!/^\/(?!\/)/.test(url))
        fail(`gettournamentslobby: url "${url}" is not a path of the site`);
    }),
    check('gettoken', async () => {
      const res = await sendCall(player, { keyword: 'gettoken' });
      if (res.status === 403)
        return expectError(player, { keyword: 'gettoken' }, 403, 'not_allowed');
      await call(casino, player, { keyword: 'gettoken' }, shape.tokenResponse);
    }),
    check('getlivedealer', async () => {
      const config = await casino.guestConfig();
      const value = config.livedealer;
      if (typeof value !== 'string') {
        return expectError(
          player,
          { keyword: 'getlivedealer', form: { getlivedealer: 'none' } },
          404,
          'not_available',
        );
      }
      await call(
        casino,
        player,
        { keyword: 'getlivedealer', form: { getlivedealer: value } },
        shape.urlResponse,
      );
    }),
    check('setFavorite (idempotent)', async () => {
      const before = await favoritesNow();
      const post = (action: 'add' | 'remove', game: Favorite) =>
        call(
          casino,
          player,
          {
            keyword: '',
            label: 'setFavorite',
            form: { setFavorite: '1', action, game: game.shortname, provider: game.provider },
          },
          shape.success,
        );
      const key = (f: Favorite) => `${f.shortname}/${f.provider}`;
      const same = (a: Favorite[], b: Favorite[]) =>
        a.map(key).sort().join() === b.map(key).sort().join();
      const known = before[0];
      if (known) {
        // adding one the player already has changes nothing
        await post('add', known);
        if (!same(before, await favoritesNow()))
          fail('setFavorite: adding an existing favorite changed the list');
        return;
      }
      const games = (await call(casino, player, { keyword: 'getgames' })) as {
        games: Favorite[];
      };
      const game = games.games[0];
      if (!game) return;
      await post('add', game);
      const added = await favoritesNow();
      await post('remove', game);
      if (!added.some((f) => key(f) === key(game)))
        fail('setFavorite: the added game is not in myfavorites');
      if (!same(before, await favoritesNow()))
        fail('setFavorite: removing the game did not restore the list');
    }),
    check('dailyfreespins', async () => {
      const value = await call(
        casino,
        player,
        { path: LOYALTY, keyword: 'dailyfreespins' },
        shape.freeSpinsData,
      );
      const data = value as Record<string, unknown>;
      if (typeof data.new_player_offer !== 'boolean')
        fail('dailyfreespins: new_player_offer is not a boolean');
      if (data.commitment !== null && typeof data.commitment !== 'string') {
        fail('dailyfreespins: commitment is not a string or null');
      }
    }),
    check('emailclickcheck', async () => {
      const res = await sendCall(player, { path: LOYALTY, keyword: 'emailclickcheck' });
      if (res.status === 503) {
        return expectError(
          player,
          { path: LOYALTY, keyword: 'emailclickcheck' },
          503,
          'email_check_failed',
        );
      }
      await call(casino, player, { path: LOYALTY, keyword: 'emailclickcheck' }, shape.success);
    }),
    check('redeem_dfs (GET)', async () => {
      const value = await call(casino, player, { path: LOYALTY, keyword: 'redeem_dfs' }, (v) =>
        isObject(v) && isObject(v.DFSvalidation) ? null : 'DFSvalidation is not an object',
      );
      const validation = (value as { DFSvalidation: Record<string, unknown> }).DFSvalidation;
      const missing = ['template', 'tier', 'spins', 'wspins', 'dfs_game'].find(
        (k) => !(k in validation),
      );
      if (missing) fail(`redeem_dfs: DFSvalidation.${missing} is missing`);
    }),
  ];
}
