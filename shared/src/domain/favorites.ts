// Favorites (docs/product-rules.md, "Favorites"): membership, the favorites page's games, the
// pending favorite from `/?fav={game}&by={provider}`.
import type { Favorite, Game } from '../types/entities';
import { STORAGE_KEYS } from './storage-keys';
import { byNewestRelease } from './games-list';
import { localStorageOrNull, type StorageLike } from './browser-storage';

export const PENDING_FAVORITE_KEY = STORAGE_KEYS.pendingFavorite;

/** Fusion matches shortname and provider; elsewhere the shortname alone names a game. */
export function isFavoriteGame(
  favorites: readonly Favorite[],
  game: Pick<Game, 'shortname' | 'provider'>,
  isFusion: boolean,
): boolean {
  return favorites.some(
    (f) => f.shortname === game.shortname && (!isFusion || f.provider === game.provider),
  );
}

/** The list after removing a game: on shortname and provider in fusion, shortname otherwise. */
export function withoutFavorite(
  favorites: readonly Favorite[],
  game: Pick<Game, 'shortname' | 'provider'>,
  isFusion: boolean,
): Favorite[] {
  return favorites.filter(
    (f) => !(f.shortname === game.shortname && (!isFusion || f.provider === game.provider)),
  );
}

/** The favorites page: the catalogue's favorite games, newest release first (then by name). */
export function favoriteGames(
  games: readonly Game[],
  favorites: readonly Favorite[],
  isFusion: boolean,
): Game[] {
  const seen = new Set<string>();
  return games
    .filter((g) => isFavoriteGame(favorites, g, isFusion))
    .filter((g) => {
      const key = isFusion ? `${g.shortname}|${g.provider}` : g.shortname;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => byNewestRelease(a, b) || a.display_name.localeCompare(b.display_name));
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** `?fav={game}&by={provider}` read from a query string; null when absent or malformed. */
export function parseFavoriteQuery(search: string): Favorite | null {
  const params = new URLSearchParams(search);
  const shortname = params.get('fav')?.trim().toLowerCase() ?? '';
  const provider = params.get('by')?.trim().toLowerCase() ?? '';
  if (!SLUG.test(shortname) || (provider !== '' && !SLUG.test(provider))) return null;
  return { shortname, provider };
}

export function storePendingFavorite(
  favorite: Favorite,
  storage: StorageLike | null = localStorageOrNull(),
) {
  try {
    storage?.setItem(PENDING_FAVORITE_KEY, JSON.stringify(favorite));
  } catch {
    // Storage unavailable: the wanted favorite is lost, as if the link had not carried one.
  }
}

export function readPendingFavorite(
  storage: StorageLike | null = localStorageOrNull(),
): Favorite | null {
  try {
    const value = JSON.parse(storage?.getItem(PENDING_FAVORITE_KEY) ?? 'null') as Partial<Favorite>;
    return typeof value?.shortname === 'string' && typeof value.provider === 'string'
      ? { shortname: value.shortname, provider: value.provider }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingFavorite(storage: StorageLike | null = localStorageOrNull()) {
  try {
    storage?.removeItem(PENDING_FAVORITE_KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * Takes the pending favorite out of storage (read and cleared at once), so that it is sent once.
 */
export function takePendingFavorite(
  storage: StorageLike | null = localStorageOrNull(),
): Favorite | null {
  const pending = readPendingFavorite(storage);
  clearPendingFavorite(storage);
  return pending;
}
