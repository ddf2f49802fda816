// What the front end accepts of each answer, written once. The apps' own guards and parsers
// (shared/src/api/answer-guards.ts, fetch-boot-info.ts, and the remotes' domain parsers such as
// mf-tournaments/src/domain/tournaments-answer.ts, mf-promotions/src/domain/validate-answers.ts,
// mf-freespins/src/domain/parse-answers.ts) are not exported through a package entry that loads
// in Node, so their rules are restated here: an answer they would refuse is refused here, with
// the reason. Types: @parlor/shared/types.
import { REMOTES } from '@parlor/shared/release';

/** Why a value is not usable, or null when it is. */
export type Shape = (value: unknown) => string | null;

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const orNull =
  (test: (v: unknown) => boolean) =>
  (v: unknown): boolean =>
    v === null || test(v);

/** `field` of an object passes `test`, else the reason naming it. */
function field(
  v: Record<string, unknown>,
  name: string,
  test: (x: unknown) => boolean,
  expected: string,
): string | null {
  return test(v[name]) ? null : `${name} is ${describe(v[name])}, expected ${expected}`;
}

export function describe(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return v === '' ? 'an empty string' : 'a string';
  return `a ${typeof v}`;
}

/** The first reason of several, or null. */
const first = (...reasons: (string | null)[]): string | null =>
  reasons.find((r) => r !== null) ?? null;

const object: Shape = (v) => (isObject(v) ? null : `expected an object, got ${describe(v)}`);

/** A list whose every entry passes `entry` (the reason names the first bad one). */
export const listOf =
  (entry: Shape = () => null): Shape =>
  (v) => {
    if (!Array.isArray(v)) return `expected a list, got ${describe(v)}`;
    for (let i = 0; i < v.length; i += 1) {
      const problem = entry(v[i]);
      if (problem) return `[${i}]: ${problem}`;
    }
    return null;
  };

const favorite: Shape = (v) =>
  isObject(v)
    ? first(field(v, 'shortname', isString, 'a string'), field(v, 'provider', isString, 'a string'))
    : `expected a { shortname, provider } object, got ${describe(v)}`;
export const favorites = listOf(favorite);

// getconfig: the answer guard, plus what the shell reads before anything else.
export const configResponse = (guest: boolean): Shape => {
  return (v) => {
    if (!isObject(v)) return `expected an object, got ${describe(v)}`;
    if (!isObject(v.config)) return `config is ${describe(v.config)}, expected an object`;
    const c = v.config;
    const config = first(
      field(c, 'casino_id', isNumber, 'a number'),
      field(c, 'casino_name', isString, 'a string'),
      field(c, 'currency', isString, 'a string'),
      field(c, 'assets_domain', isString, 'a string'),
      field(c, 'is_fusion', (x) => typeof x === 'boolean', 'a boolean'),
      field(c, 'navigation', isObject, 'an object'),
      field(c, 'pages', (x) => x === undefined || isObject(x), 'an object'),
      field(c, 'controller_path', isString, 'a string'),
    );
    if (config) return `config.${config}`;
    const nav = c.navigation as Record<string, unknown>;
    const badNav = Object.keys(nav).find((k) => !Array.isArray(nav[k]));
    if (badNav) return `config.navigation.${badNav} is not a list`;
    if (guest) return v.player === null ? null : `player is ${describe(v.player)}, expected null`;
    return playerShape(v.player);
  };
};

function playerShape(p: unknown): string | null {
  if (!isObject(p)) return `player is ${describe(p)}, expected the player`;
  const reason = first(
    field(p, 'PID', isNumber, 'a number'),
    field(p, 'username', isString, 'a string'),
    field(p, 'currency_code', isString, 'a string'),
    field(p, 'balances', isObject, 'an object'),
    field(p, 'favorites', Array.isArray, 'a list'),
  );
  return reason ? `player.${reason}` : null;
}

// getgames: the answer guard (a list of games with shortname and provider).
export const gamesPayload: Shape = (v) => {
  if (!isObject(v)) return `expected an object, got ${describe(v)}`;
  if (!Array.isArray(v.games)) return `games is ${describe(v.games)}, expected a list`;
  for (const key of ['providers', 'themes', 'features', 'categories']) {
    if (v[key] !== undefined && v[key] !== null && !Array.isArray(v[key])) {
      return `${key} is ${describe(v[key])}, expected a list`;
    }
  }
  const bad = v.games.findIndex(
    (g) => !isObject(g) || !isString(g.shortname) || !isString(g.provider),
  );
  return bad >= 0 ? `games[${bad}] has no shortname or provider` : null;
};

export const balances: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'balance', orNull(isNumber), 'a number or null'),
        field(v, 'currency_code', isString, 'a string'),
      )
    : `expected an object, got ${describe(v)}`;

export const messageCounter: Shape = (v) =>
  isObject(v)
    ? field(v, 'total_unread', isNumber, 'a number')
    : `expected an object, got ${describe(v)}`;

export const referral: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'page', orNull(isString), 'a string or null'),
        field(v, 'url', orNull(isString), 'a string or null'),
      )
    : `expected an object, got ${describe(v)}`;

const message: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'id', isNumber, 'a number'),
        field(v, 'subject', isString, 'a string'),
        field(v, 'sent_at', isString, 'a string'),
      )
    : `expected an object, got ${describe(v)}`;

export const messageCenter: Shape = (v) => {
  if (!isObject(v)) return `expected an object, got ${describe(v)}`;
  const messages = listOf(message)(v.messages);
  if (messages) return `messages${messages.startsWith('[') ? '' : ' '}${messages}`;
  const count = messageCounter(v.count);
  if (count) return `count: ${count}`;
  const dates = (v.messages as { sent_at: string }[]).map((m) => Date.parse(m.sent_at));
  const unordered = dates.findIndex((d, i) => i > 0 && d > dates[i - 1]!);
  return unordered > 0
    ? `messages[${unordered}] is newer than the one before (newest first)`
    : null;
};

// The free spins data: mf-freespins' parser refuses it without allowed_to_redeem, and a redeemable
// one without at least two slices or its game.
export const freeSpinsData: Shape = (v) => {
  if (!isObject(v)) return `expected an object, got ${describe(v)}`;
  const flag = field(v, 'allowed_to_redeem', (x) => typeof x === 'boolean', 'a boolean');
  if (flag) return flag;
  if (v.allowed_to_redeem) {
    if (!Array.isArray(v.slices) || v.slices.length < 2 || v.slices.length > 24) {
      return 'allowed_to_redeem but slices is not a list of 2 to 24';
    }
    if (!isString(v.game_slug) || v.game_slug === '') return 'allowed_to_redeem but no game_slug';
  }
  return null;
};

export const dfsResponse = (casinoHasFreeSpins: boolean): Shape => {
  return (v) => {
    if (!isObject(v)) return `expected an object, got ${describe(v)}`;
    for (const key of ['dfs', 'dfs_popup', 'dfs_spinwheel']) {
      if (!(key in v)) return `${key} is missing (null where the casino has no free spins)`;
    }
    if (!casinoHasFreeSpins) {
      return v.dfs === null ? null : 'dfs is not null, but the config says dfs: false';
    }
    if (v.dfs === null) return null;
    const data = freeSpinsData(v.dfs);
    return data ? `dfs.${data}` : null;
  };
};

export const lockDetails: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'lock_by', (x) => x === 'player_class' || x === 'event', 'player_class or event'),
        field(v, 'game_name', isString, 'a string'),
      )
    : `expected an object, got ${describe(v)}`;

export const success: Shape = (v) =>
  isObject(v)
    ? field(v, 'success', (x) => typeof x === 'boolean', 'a boolean')
    : `expected an object, got ${describe(v)}`;

// mf-promotions' parsers: asWidget, asPromosResponse, asGameOfTheMonth, asStickyBanner.
export const widget: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'kind', (x) => isString(x) && x !== '', 'a non-empty string'),
        field(v, 'title', (x) => isString(x) && x !== '', 'a non-empty string'),
      )
    : `expected an object, got ${describe(v)}`;
export const widgets = listOf(widget);

const promo: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'id', isNumber, 'a number'),
        field(v, 'title', (x) => isString(x) && x !== '', 'a non-empty string'),
      )
    : `expected an object, got ${describe(v)}`;

export const promosResponse: Shape = (v) => {
  if (!isObject(v)) return `expected an object, got ${describe(v)}`;
  for (const key of ['custom_promos', 'regular_promos']) {
    const problem = listOf(promo)(v[key]);
    if (problem) return `${key}${problem.startsWith('[') ? '' : ' '}${problem}`;
  }
  return null;
};

export const gameOfTheMonth: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'title', (x) => isString(x) && x !== '', 'a non-empty string'),
        field(v, 'cta', isObject, 'an object'),
      )
    : `expected an object, got ${describe(v)}`;

export const stickyBanner: Shape = object;

const winner: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'username', isString, 'a string'),
        field(v, 'amount', isNumber, 'a number'),
        field(v, 'provider', isString, 'a string'),
      )
    : `expected an object, got ${describe(v)}`;
export const winners = listOf(winner);

export const markup: Shape = (v) =>
  isObject(v) ? field(v, 'html', isString, 'a string') : `expected an object, got ${describe(v)}`;

// mf-tournaments' parser: the three lists; an entry without an id and a name (in either of the
// spec's forms) is dropped, so every entry here must have them.
const tournament: Shape = (v) => {
  if (!isObject(v)) return `expected an object, got ${describe(v)}`;
  const id = v.id ?? v.tournament_id;
  const name = v.name ?? v.tournament_name;
  const wholeId =
    (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
    (typeof id === 'string' && /^\d+$/.test(id) && Number(id) > 0);
  if (!wholeId) return `id is ${describe(id)}, expected a positive whole number`;
  if (!isString(name) || name.trim() === '') return `name is ${describe(name)}`;
  if (v.schedule !== undefined && !Array.isArray(v.schedule)) return 'schedule is not a list';
  if (v.joined !== undefined && typeof v.joined !== 'boolean') return 'joined is not a boolean';
  return null;
};

export const TOURNAMENT_LISTS = [
  'active_tournaments',
  'upcoming_tournaments',
  'finished_tournaments',
] as const;

export const tournamentsResponse: Shape = (v) => {
  if (!isObject(v)) return `expected an object, got ${describe(v)}`;
  for (const key of TOURNAMENT_LISTS) {
    const problem = listOf(tournament)(v[key]);
    if (problem) return `${key}${problem.startsWith('[') ? '' : ' '}${problem}`;
  }
  return null;
};

export const urlResponse: Shape = (v) =>
  isObject(v)
    ? field(v, 'url', (x) => isString(x) && x !== '', 'a non-empty string')
    : `expected an object, got ${describe(v)}`;

export const launchResponse: Shape = (v) =>
  isObject(v)
    ? first(
        field(v, 'success', (x) => typeof x === 'boolean', 'a boolean'),
        field(v, 'games', (x) => x === undefined || x === null || Array.isArray(x), 'a list'),
      )
    : `expected an object, got ${describe(v)}`;

export const tokenResponse: Shape = (v) =>
  isObject(v)
    ? field(v, 'token', (x) => isString(x) && x !== '', 'a non-empty string')
    : `expected an object, got ${describe(v)}`;

export const apiError: Shape = (v) =>
  isObject(v)
    ? first(field(v, 'error', isString, 'a string'), field(v, 'code', isString, 'a string'))
    : `expected an { error, code } object, got ${describe(v)}`;

// GET /api/boot: the shell's fetchBootInfo needs controller_path and passphrase; the remotes it
// loads are those of the registry, each an http(s) address of a remoteEntry.js.
export const bootInfo: Shape = (v) => {
  if (!isObject(v)) return `expected an object, got ${describe(v)}`;
  const basics = first(
    field(v, 'controller_path', (x) => isString(x) && x.startsWith('/'), 'a path'),
    field(v, 'passphrase', (x) => isString(x) && x !== '', 'a non-empty string'),
    field(v, 'remotes', isObject, 'an object'),
  );
  if (basics) return basics;
  const remotes = v.remotes as Record<string, unknown>;
  for (const { name } of REMOTES) {
    const url = remotes[name];
    if (!isString(url) || !/^https?:\/\/[^/]+\/.*remoteEntry\.js$/.test(url)) {
      return `remotes.${name} is ${isString(url) ? `"${url}"` : describe(url)}, expected the http(s) address of its remoteEntry.js`;
    }
  }
  return null;
};
