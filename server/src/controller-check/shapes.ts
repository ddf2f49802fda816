// What the suite holds an answer to beyond the front end's own rules. Every keyword's answer is
// first read and checked by the controller client's code (read-answer.ts, check-kit.ts `call`):
// its payload reading, its envelope decoder and its answer guard (@parlor/shared/server). What
// is here comes after, and is of two kinds:
//
// - The remotes' own parsers, restated: shared/src/tournaments/tournaments-answer.ts (which drops
//   what it cannot use, silently), mf-promotions/src/domain/validate-answers.ts and
//   mf-freespins/src/domain/parse-answers.ts (in the apps, which the server may not import), so
//   their rules are written once more here: an answer they would refuse is refused here, with the
//   reason.
// - What no front-end code checks but docs/controller.md documents: the fields the apps read
//   without a guard (a config's casino_id, a balance's currency_code...), the order of messages,
//   the boot info's remotes. A controller that breaks these renders wrongly, not with an error.
//
// Types: @parlor/shared/types.

import { isCasinoKey } from '@parlor/site';

/** Why a value is not usable, or null when it is. */
export type Shape = (value: unknown) => string | null;

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isFilled = (v: unknown): v is string => isString(v) && v !== '';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const orNull =
  (test: (v: unknown) => boolean) =>
  (v: unknown): boolean =>
    v === null || test(v);

export function describe(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return v === '' ? 'an empty string' : 'a string';
  return `a ${typeof v}`;
}

/** `name` of an object passes `test`, else the reason naming it. */
function field(
  v: Record<string, unknown>,
  name: string,
  test: (x: unknown) => boolean,
  expected: string,
): string | null {
  return test(v[name]) ? null : `${name} is ${describe(v[name])}, expected ${expected}`;
}

/** The first reason of several, or null. */
const first = (...reasons: (string | null)[]): string | null =>
  reasons.find((r) => r !== null) ?? null;

/**
 * An object whose fields pass `fields`. The object test is repeated for the keywords the client
 * does not guard (stickybanner, the named widgets, the loyalty keywords, setFavorite).
 */
const objectWith =
  (fields: (v: Record<string, unknown>) => string | null): Shape =>
  (v) =>
    isObject(v) ? fields(v) : `expected an object, got ${describe(v)}`;

/** A list whose every entry passes `entry` (the reason names the first bad one). */
export const listOf =
  (entry: Shape): Shape =>
  (v) => {
    if (!Array.isArray(v)) return `expected a list, got ${describe(v)}`;
    for (let i = 0; i < v.length; i += 1) {
      const problem = entry(v[i]);
      if (problem) return `[${i}]: ${problem}`;
    }
    return null;
  };

/** `key`'s reason, joined to a list's reason (`key[2]: ...`) or a value's (`key ...`). */
const under = (key: string, problem: string | null): string | null =>
  problem && `${key}${problem.startsWith('[') ? '' : ' '}${problem}`;

// Contract: myfavorites, keepplaying and suggest list { shortname, provider } entries (the client
// guards only that they are lists).
export const favorites = listOf(
  objectWith((v) =>
    first(field(v, 'shortname', isString, 'a string'), field(v, 'provider', isString, 'a string')),
  ),
);

// Contract: what the shell reads of getconfig before anything else, which the guard (config,
// navigation and pages objects, player an object or null) leaves unchecked. Runs after the guard.
export const configResponse =
  (guest: boolean): Shape =>
  (v) => {
    const c = (v as { config: Record<string, unknown> }).config;
    const config = first(
      field(c, 'casino_id', isNumber, 'a number'),
      field(c, 'casino_name', isString, 'a string'),
      field(c, 'currency', isString, 'a string'),
      field(c, 'assets_domain', isString, 'a string'),
      field(c, 'is_fusion', isBoolean, 'a boolean'),
      field(c, 'controller_path', isString, 'a string'),
    );
    if (config) return `config.${config}`;
    const nav = c.navigation as Record<string, unknown>;
    const badNav = Object.keys(nav).find((k) => !Array.isArray(nav[k]));
    if (badNav) return `config.navigation.${badNav} is not a list`;
    const player = (v as { player?: unknown }).player;
    if (guest) return player === null ? null : `player is ${describe(player)}, expected null`;
    if (!isObject(player)) return `player is ${describe(player)}, expected the player`;
    const reason = first(
      field(player, 'PID', isNumber, 'a number'),
      field(player, 'username', isString, 'a string'),
      field(player, 'currency_code', isString, 'a string'),
      field(player, 'balances', isObject, 'an object'),
      field(player, 'favorites', Array.isArray, 'a list'),
    );
    return reason ? `player.${reason}` : null;
  };

// Contract: the fields of the player's answers the header and the account menu show.
export const balances = objectWith((v) =>
  first(
    field(v, 'balance', orNull(isNumber), 'a number or null'),
    field(v, 'currency_code', isString, 'a string'),
  ),
);

export const messageCounter = objectWith((v) => field(v, 'total_unread', isNumber, 'a number'));

export const referral = objectWith((v) =>
  first(
    field(v, 'page', orNull(isString), 'a string or null'),
    field(v, 'url', orNull(isString), 'a string or null'),
  ),
);

const message = objectWith((v) =>
  first(
    field(v, 'id', isNumber, 'a number'),
    field(v, 'subject', isString, 'a string'),
    field(v, 'sent_at', isString, 'a string'),
  ),
);

// Contract: getmessages lists its messages newest first, with the unread counter.
export const messageCenter = objectWith((v) => {
  const messages = under('messages', listOf(message)(v.messages));
  if (messages) return messages;
  const count = messageCounter(v.count);
  if (count) return `count: ${count}`;
  const dates = (v.messages as { sent_at: string }[]).map((m) => Date.parse(m.sent_at));
  const unordered = dates.findIndex((d, i) => i > 0 && d > dates[i - 1]!);
  return unordered > 0
    ? `messages[${unordered}] is newer than the one before (newest first)`
    : null;
});

// mf-freespins' parser (parseFreeSpinsData), restated: it refuses the data without
// allowed_to_redeem, and a redeemable one without two to 24 slices or its game.
export const freeSpinsData = objectWith((v) => {
  const flag = field(v, 'allowed_to_redeem', isBoolean, 'a boolean');
  if (flag) return flag;
  if (v.allowed_to_redeem) {
    if (!Array.isArray(v.slices) || v.slices.length < 2 || v.slices.length > 24) {
      return 'allowed_to_redeem but slices is not a list of 2 to 24';
    }
    if (!isFilled(v.game_slug)) return 'allowed_to_redeem but no game_slug';
  }
  return null;
});

// Contract: DFS answers its three fields, null where the casino has no free spins; the data is
// mf-freespins' (above).
export const dfsResponse = (casinoHasFreeSpins: boolean): Shape =>
  objectWith((v) => {
    for (const key of ['dfs', 'dfs_popup', 'dfs_spinwheel']) {
      if (!(key in v)) return `${key} is missing (null where the casino has no free spins)`;
    }
    if (!casinoHasFreeSpins) {
      return v.dfs === null ? null : 'dfs is not null, but the config says dfs: false';
    }
    const data = v.dfs === null ? null : freeSpinsData(v.dfs);
    return data && `dfs.${data}`;
  });

export const lockDetails = objectWith((v) =>
  first(
    field(v, 'lock_by', (x) => x === 'player_class' || x === 'event', 'player_class or event'),
    field(v, 'game_name', isString, 'a string'),
  ),
);

export const success = objectWith((v) => field(v, 'success', isBoolean, 'a boolean'));

// mf-promotions' parsers (asWidget, asPromosResponse, asGameOfTheMonth, asStickyBanner), restated.
export const widget = objectWith((v) =>
  first(
    field(v, 'kind', isFilled, 'a non-empty string'),
    field(v, 'title', isFilled, 'a non-empty string'),
  ),
);
export const widgets = listOf(widget);

const promo = objectWith((v) =>
  first(field(v, 'id', isNumber, 'a number'), field(v, 'title', isFilled, 'a non-empty string')),
);

export const promosResponse = objectWith((v) =>
  first(
    under('custom_promos', listOf(promo)(v.custom_promos)),
    under('regular_promos', listOf(promo)(v.regular_promos)),
  ),
);

export const gameOfTheMonth = objectWith((v) =>
  first(field(v, 'title', isFilled, 'a non-empty string'), field(v, 'cta', isObject, 'an object')),
);

export const stickyBanner = objectWith(() => null);

// Contract: the winners ticker's entries.
export const winners = listOf(
  objectWith((v) =>
    first(
      field(v, 'username', isString, 'a string'),
      field(v, 'amount', isNumber, 'a number'),
      field(v, 'provider', isString, 'a string'),
    ),
  ),
);

export const markup = objectWith((v) => field(v, 'html', isString, 'a string'));

// The tournaments parser (parseTournamentsAnswer, @parlor/shared/tournaments), restated to say
// why: the three lists; an entry without an id and a name (in either of the spec's forms) is
// dropped there, so every entry here must have them.
const tournament = objectWith((v) => {
  const id = v.id ?? v.tournament_id;
  const name = v.name ?? v.tournament_name;
  const wholeId =
    (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
    (typeof id === 'string' && /^\d+$/.test(id) && Number(id) > 0);
  if (!wholeId) return `id is ${describe(id)}, expected a positive whole number`;
  if (!isString(name) || name.trim() === '') return `name is ${describe(name)}`;
  if (v.schedule !== undefined && !Array.isArray(v.schedule)) return 'schedule is not a list';
  if (v.joined !== undefined && !isBoolean(v.joined)) return 'joined is not a boolean';
  return null;
});

export const TOURNAMENT_LISTS = [
  'active_tournaments',
  'upcoming_tournaments',
  'finished_tournaments',
] as const;

export const tournamentsResponse = objectWith((v) =>
  first(...TOURNAMENT_LISTS.map((key) => under(key, listOf(tournament)(v[key])))),
);

// Contract: the addresses and tokens the pages open.
export const urlResponse = objectWith((v) => field(v, 'url', isFilled, 'a non-empty string'));

export const launchResponse = objectWith((v) => field(v, 'success', isBoolean, 'a boolean'));

export const tokenResponse = objectWith((v) => field(v, 'token', isFilled, 'a non-empty string'));

// Contract: GET /api/boot beyond what fetchBootInfo requires (checkBootInfo: controller_path and
// passphrase strings, remotes an object when present): a path, a passphrase that is not empty, a
// plain casino key when one is named, and each remote named (the site gives its own) at the
// http(s) address of its remoteEntry.js.
export const bootInfo = objectWith((v) => {
  const basics = first(
    field(v, 'controller_path', (x) => isString(x) && x.startsWith('/'), 'a path'),
    field(v, 'passphrase', isFilled, 'a non-empty string'),
  );
  if (basics) return basics;
  if (v.casino_key !== undefined && !isCasinoKey(v.casino_key)) {
    return `casino_key is ${describe(v.casino_key)}, expected a plain key`;
  }
  if (v.remotes === undefined) return null;
  if (!isObject(v.remotes)) return `remotes is ${describe(v.remotes)}, expected an object`;
  for (const [name, url] of Object.entries(v.remotes)) {
    if (!isString(url) || !/^https?:\/\/[^/]+\/.*remoteEntry\.js$/.test(url)) {
      return `remotes.${name} is ${isString(url) ? `"${url}"` : describe(url)}, expected the http(s) address of its remoteEntry.js`;
    }
  }
  return null;
});
