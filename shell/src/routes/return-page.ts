import { useEffect } from 'react';
import { rememberReturnPage, useLocation } from '@parlor/shared';

export { isReturnPage } from '@parlor/shared';

/**
 * Remembers the last page outside a game, where a game's exit page and `invalid_game` send the
 * player back (docs/product-rules.md, "Return page").
 */
export function useReturnPageRecorder(): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberReturnPage(pathname + search), [pathname, search]);
}
