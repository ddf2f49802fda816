// The keywords every visitor may call, as a guest: each answer held to the client's guard of its
// keyword (check-kit.ts `call`), then to what the suite adds (shapes.ts).
import * as shape from './shapes';
import {
  call,
  expectError,
  fail,
  sendCall,
  snippet,
  type CasinoState,
  type Check,
} from './check-kit';

export function guestChecks(casino: CasinoState): Check[] {
  const at = `as guest (${casino.hostname})`;
  const { guest } = casino;
  const check = (name: string, run: () => Promise<unknown>): Check => ({
    name: `${name} ${at}`,
    run: async () => {
      await run();
    },
  });
  return [
    check('getconfig', () =>
      call(casino, guest, { keyword: 'getconfig' }, shape.configResponse(true)),
    ),
    check('getgames', () => call(casino, guest, { keyword: 'getgames' })),
    check('getgames revalidates by ETag', async () => {
      const res = await sendCall(guest, { keyword: 'getgames' });
      const etag = res.headers.etag;
      if (!etag) fail('getgames: no ETag header');
      const again = await guest.get('/api/controller?getgames', { 'if-none-match': etag });
      if (again.status !== 304)
        fail(`getgames: If-None-Match answered ${again.status}, expected 304`);
    }),
    check('keepplaying', async () => {
      const value = await call(casino, guest, { keyword: 'keepplaying' }, shape.favorites);
      if ((value as unknown[]).length !== 0)
        fail('keepplaying: a guest has recent games, expected []');
    }),
    check('suggest', () => call(casino, guest, { keyword: 'suggest' }, shape.favorites)),
    check('widgets', () => call(casino, guest, { keyword: 'widgets' }, shape.widgets)),
    check('getpromos (ucc_promotions)', () =>
      call(
        casino,
        guest,
        { keyword: 'getpromos', form: { lang: 'en', target: 'ucc_promotions' } },
        shape.promosResponse,
      ),
    ),
    check('getpromos (ucc_lobby)', () =>
      call(
        casino,
        guest,
        { keyword: 'getpromos', form: { lang: 'en', target: 'ucc_lobby' } },
        shape.promosResponse,
      ),
    ),
    check('winners', () => call(casino, guest, { keyword: 'winners' }, shape.winners)),
    check('gameofthemonth', () =>
      call(casino, guest, { keyword: 'gameofthemonth', query: '&lang=en' }, shape.gameOfTheMonth),
    ),
    check('stickybanner', () =>
      call(casino, guest, { keyword: 'stickybanner', query: '&lang=en' }, shape.stickyBanner),
    ),
    ...(['escapepodwidget', 'crewponwidget', 'fortunetellerwidget'] as const).map((keyword) =>
      check(keyword, async () => {
        const res = await sendCall(guest, { keyword, query: '&lang=en' });
        if (res.status === 404) return; // the casino has none (documented)
        await call(casino, guest, { keyword, query: '&lang=en' }, shape.widget);
      }),
    ),
    ...(['promotion', 'synth'] as const).map((name) =>
      check(`widget (${name})`, () =>
        call(casino, guest, { keyword: 'widget', query: `&name=${name}&lang=en` }, shape.markup),
      ),
    ),
    check('widgethtml', async () => {
      const res = await sendCall(guest, {
        keyword: 'widgethtml',
        query: '&name=promotion&lang=en',
      });
      if (res.status !== 200) fail(`widgethtml: answered ${res.status} (${snippet(res.text)})`);
      const type = String(res.headers['content-type'] ?? '');
      if (!type.startsWith('text/html'))
        fail(`widgethtml: Content-Type is "${type}", expected text/html`);
    }),
    check('gettournaments', async () => {
      const value = await call(
        casino,
        guest,
        { keyword: 'gettournaments', form: { lang: 'en' } },
        shape.tournamentsResponse,
      );
      const joined = shape.TOURNAMENT_LISTS.flatMap((list) =>
        ((value as Record<string, { joined?: unknown }[]>)[list] ?? []).filter(
          (t) => t.joined === true,
        ),
      );
      if (joined.length > 0) fail('gettournaments: a guest is shown as joined');
    }),
    check('gettournaments (home=1)', async () => {
      const value = (await call(
        casino,
        guest,
        { keyword: 'gettournaments', form: { lang: 'en', home: '1' } },
        shape.tournamentsResponse,
      )) as Record<string, unknown[]>;
      const shown = value.active_tournaments!.length + value.upcoming_tournaments!.length;
      if (shown > 4) fail(`gettournaments: home=1 answered ${shown} tournaments, at most 4`);
      if (value.finished_tournaments!.length > 0)
        fail('gettournaments: home=1 answered finished ones');
    }),
    check('gamelauncher', async () => {
      const unknown = { game: 'no-such-game-of-this-check', realmoney: '0' };
      await expectError(guest, { keyword: 'gamelauncher', form: unknown }, 404, 'game_not_found');
      const config = await casino.guestConfig();
      if (config.fun_money_casino === true) return; // a fun-money launch would start a session
      const games = (await call(casino, guest, { keyword: 'getgames' })) as {
        games: { shortname: string; provider: string }[];
      };
      const game = games.games[0];
      if (!game) return;
      const launch = (await call(
        casino,
        guest,
        {
          keyword: 'gamelauncher',
          form: { game: game.shortname, provider: game.provider, realmoney: '1' },
        },
        shape.launchResponse,
      )) as { success: boolean; error?: unknown };
      if (launch.success !== false || launch.error !== 'login_required') {
        fail(
          `gamelauncher: a guest's real-money launch answered success ${String(launch.success)}, error ${String(launch.error)}; expected false, login_required`,
        );
      }
    }),
    check('getgamelockdetails', async () => {
      const games = (await call(casino, guest, { keyword: 'getgames' })) as {
        games: { shortname: string; provider: string; game_lock?: unknown }[];
      };
      const locked = games.games.find((g) => g.game_lock === 1);
      const open = games.games.find((g) => g.game_lock !== 1);
      if (locked) {
        await call(
          casino,
          guest,
          {
            keyword: 'getgamelockdetails',
            form: { shortname: locked.shortname, provider: locked.provider },
          },
          shape.lockDetails,
        );
      }
      if (open) {
        await expectError(
          guest,
          {
            keyword: 'getgamelockdetails',
            form: { shortname: open.shortname, provider: open.provider },
          },
          404,
          'not_locked',
        );
      }
    }),
  ];
}
