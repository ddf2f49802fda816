// The page a game sends the player back to (docs/product-rules.md, "Return page"): the shell
// remembers the last page outside a game, the game page reads it on exit.
import { localStorageOrNull, type StorageLike } from '../domain/browser-storage';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { safeRedirect } from './safe-redirect';

const GAME_PAGE = /^\/(play|demo)\//;

/** Game pages are never a page to return to after a game. */
export function isReturnPage(pathname: string): boolean {
  return !GAME_PAGE.test(pathname);
}

/** Remembers `path` (pathname and query) as the return page unless it is a game page. */
export function rememberReturnPage(
  path: string,
  storage: StorageLike | null = localStorageOrNull(),
): void {
  if (!isReturnPage(path)) return;
  try {
    storage?.setItem(STORAGE_KEYS.returnPage, path);
  } catch {
    // storage unavailable (private mode): the game falls back to the lobby
  }
}

/** The remembered return page, a same-site path; the lobby when none or when unsafe. */
export function readReturnPage(
  storage: Pick<StorageLike, 'getItem'> | null = localStorageOrNull(),
): string {
  try {
    const page = safeRedirect(storage?.getItem(STORAGE_KEYS.returnPage) ?? '/', '/');
    return isReturnPage(page) ? page : '/';
  } catch {
    return '/';
  }
}
