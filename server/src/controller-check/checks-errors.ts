// Error answers: unknown keyword, a guest calling a player keyword, bad input, a wrong method,
// an unknown /api path and bad credentials, each with its documented status and { error, code }.
import {
  expectError,
  fail,
  LOYALTY,
  snippet,
  type CallSpec,
  type CasinoState,
  type Check,
} from './check-kit';
import { isObject } from './shapes';

/** The player-only calls, as a guest sends them. */
const PLAYER_ONLY: CallSpec[] = [
  { keyword: 'myfavorites' },
  { keyword: 'DFS' },
  { keyword: 'getBalance' },
  { keyword: 'getunreadmessages' },
  { keyword: 'raf' },
  { keyword: 'getmessages' },
  { keyword: 'gettournamentslobby' },
  { keyword: 'gettoken' },
  { keyword: 'jointournament', form: { id: '1' } },
  { keyword: 'getlivedealer', form: { getlivedealer: 'x' } },
  {
    keyword: '',
    label: 'setFavorite',
    form: { setFavorite: '1', action: 'add', game: 'a', provider: 'b' },
  },
  { path: LOYALTY, keyword: 'dailyfreespins' },
];

export function errorChecks(casino: CasinoState): Check[] {
  const at = `(${casino.hostname})`;
  const { guest, player } = casino;
  const asPlayer = (name: string, run: () => Promise<void>): Check => ({
    name: `${name} ${at}`,
    run: async () => {
      await casino.login();
      await run();
    },
  });
  return [
    {
      name: `unknown keyword answers 404 unknown_keyword ${at}`,
      run: () => expectError(guest, { keyword: 'nosuchkeyword' }, 404, 'unknown_keyword'),
    },
    ...PLAYER_ONLY.map((spec): Check => ({
      name: `${spec.label ?? spec.keyword} refuses a guest with 401 auth_required ${at}`,
      run: () => expectError(guest, spec, 401, 'auth_required'),
    })),
    {
      name: `gettournaments with a bad lang answers 400 invalid_input ${at}`,
      run: () =>
        expectError(
          guest,
          { keyword: 'gettournaments', form: { lang: 'xx' } },
          400,
          'invalid_input',
        ),
    },
    {
      name: `getgamelockdetails with a malformed shortname answers 400 invalid_input ${at}`,
      run: () =>
        expectError(
          guest,
          { keyword: 'getgamelockdetails', form: { shortname: 'Not A Game!', provider: 'x' } },
          400,
          'invalid_input',
        ),
    },
    {
      name: `getgamelockdetails of an unknown game answers 404 game_not_found ${at}`,
      run: () =>
        expectError(
          guest,
          {
            keyword: 'getgamelockdetails',
            form: { shortname: 'no-such-game-of-this-check', provider: 'no-such-provider' },
          },
          404,
          'game_not_found',
        ),
    },
    {
      name: `widget with an unknown name answers 400 invalid_input ${at}`,
      run: () =>
        expectError(
          guest,
          { keyword: 'widget', query: '&name=nosuchwidget' },
          400,
          'invalid_input',
        ),
    },
    asPlayer('jointournament with a malformed id answers 400 invalid_input', () =>
      expectError(player, { keyword: 'jointournament', form: { id: 'abc' } }, 400, 'invalid_input'),
    ),
    asPlayer('jointournament of an unknown tournament answers 404 tournament_not_found', () =>
      expectError(
        player,
        { keyword: 'jointournament', form: { id: '999999999' } },
        404,
        'tournament_not_found',
      ),
    ),
    asPlayer('jointournament by GET answers 405 method_not_allowed', () =>
      expectError(player, { keyword: 'jointournament' }, 405, 'method_not_allowed'),
    ),
    {
      name: `an unknown /api path answers 404 not_found ${at}`,
      run: () =>
        expectError(
          guest,
          {
            path: '/api/no-such-path-of-this-check',
            keyword: '',
            label: 'GET /api/no-such-path-of-this-check',
          },
          404,
          'not_found',
        ),
    },
    {
      name: `login with a wrong password answers 401 bad_credentials ${at}`,
      run: async () => {
        const res = await guest.postJson('/api/auth/login', {
          username: casino.options.user,
          password: `${casino.options.password}-wrong`,
        });
        let body: unknown = null;
        try {
          body = JSON.parse(res.text);
        } catch {
          // reported below
        }
        const code = isObject(body) ? body.code : undefined;
        if (res.status !== 401 || code !== 'bad_credentials') {
          fail(
            `login: a wrong password answered ${res.status} ${typeof code === 'string' ? code : snippet(res.text)}, expected 401 bad_credentials`,
          );
        }
      },
    },
  ];
}
