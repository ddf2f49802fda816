// Recent games (docs/product-rules.md, "Recent games"): session storage, shortnames (shortname and
// provider in fusion), de-duplicated, newest first, at most 12.
import type { Favorite, Game } from '../types/entities';
import { STORAGE_KEYS } from './storage-keys';
import { sessionStorageOrNull } from './browser-storage';

export const RECENT_GAMES_KEY = STORAGE_KEYS.recentGames;
export const RECENT_GAMES_LIMIT = 12;

/** A shortname, or in fusion a shortname with its provider. */
export type RecentEntry = string | Favorite;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const recentKey = (e: RecentEntry): string =>
  typeof e === 'string' ? e : `${e.shortname}|${e.provider}`;
const sameEntry = (a: RecentEntry, b: RecentEntry): boolean => recentKey(a) === recentKey(b);

export function recentShortname(entry: RecentEntry): string {
  return typeof entry === 'string' ? entry : entry.shortname;
}

/** The entry to keep for a game: its shortname, with the provider in fusion. */
export function recentEntryOf(game: Pick<Game, 'shortname' | 'provider'>, isFusion: boolean) {
  return isFusion ? { shortname: game.shortname, provider: game.provider } : game.shortname;
}

/** Puts `entry` first, drops its earlier copy, keeps at most 12. */
export function pushRecent(list: readonly RecentEntry[], entry: RecentEntry): RecentEntry[] {
  return [entry, ...list.filter((e) => !sameEntry(e, entry))].slice(0, RECENT_GAMES_LIMIT);
}

function isEntry(value: unknown): value is RecentEntry {
  if (typeof value === 'string') return value.length > 0;
  const v = value as Partial<Favorite> | null;
  return typeof v?.shortname === 'string' && typeof v.provider === 'string';
}

/** The stored list, cleaned (malformed data gives an empty list, never an error). */
export function readRecentGames(storage: StorageLike | null = sessionStorageOrNull()) {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_GAMES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isEntry)
      .reduce<RecentEntry[]>(
        (list, e) => (list.some((x) => sameEntry(x, e)) ? list : [...list, e]),
        [],
      )
      .slice(0, RECENT_GAMES_LIMIT);
  } catch {
    return [];
  }
}

/** Records a played game; returns the new list. */
export function recordRecentGame(
  game: Pick<Game, 'shortname' | 'provider'>,
  isFusion: boolean,
  storage: StorageLike | null = sessionStorageOrNull(),
): RecentEntry[] {
  const next = pushRecent(readRecentGames(storage), recentEntryOf(game, isFusion));
  try {
    storage?.setItem(RECENT_GAMES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or unavailable: the list is a convenience only.
  }
  return next;
}

/**
 * Session entries first, then the server's keep-playing list, de-duplicated by shortname (and
 * provider in fusion), at most 12.
 */
export function mergeRecent(
  local: readonly RecentEntry[],
  server: readonly Favorite[],
  isFusion: boolean,
): RecentEntry[] {
  let merged: RecentEntry[] = [];
  for (const entry of [...local, ...server.map((f) => (isFusion ? f : f.shortname))]) {
    const normalised = isFusion || typeof entry === 'string' ? entry : entry.shortname;
    if (!merged.some((e) => sameEntry(e, normalised))) merged = [...merged, normalised];
  }
  return merged.slice(0, RECENT_GAMES_LIMIT);
}

/** The catalogue's games for entries, in entry order; unknown entries are skipped. */
export function resolveRecentGames(entries: readonly RecentEntry[], games: readonly Game[]) {
  const out: Game[] = [];
  for (const entry of entries) {
    const game = games.find((g) =>
      typeof entry === 'string'
        ? g.shortname === entry
        : g.shortname === entry.shortname && g.provider === entry.provider,
    );
    if (game && !out.includes(game)) out.push(game);
  }
  return out;
}
