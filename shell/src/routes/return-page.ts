import { useEffect } from 'react';
import { STORAGE_KEYS, useLocation } from '@parlor/shared';

/** Game pages are never a page to return to after a game. */
export function isReturnPage(pathname: string): boolean {
  return !/^\/(play|demo)\//.test(pathname);
}

/**
 * Remembers the last page outside a game (spec section 3: local storage key for the return page),
 * where a game's exit page and `invalid_game` send the player back.
 */
export function useReturnPageRecorder(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isReturnPage(pathname)) return;
    try {
      localStorage.setItem(STORAGE_KEYS.returnPage, pathname + search);
    } catch {
      // storage unavailable (private mode): the game falls back to the lobby
    }
  }, [pathname, search]);
}
