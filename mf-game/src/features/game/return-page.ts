// The page to come back to after a game (spec section 3: a local storage key for the return page).
import { localStorageOrNull, safeRedirect, STORAGE_KEYS } from '@parlor/shared';

export function readReturnPage(
  storage: Pick<Storage, 'getItem'> | null = localStorageOrNull(),
): string {
  try {
    const page = safeRedirect(storage?.getItem(STORAGE_KEYS.returnPage) ?? '/', '/');
    // a game is never the page to return to from a game
    return /^\/(play|demo)\//.test(page) ? '/' : page;
  } catch {
    return '/';
  }
}
