import { useEffect } from 'react';
import { useLocation } from '@parlor/shared';
import { rememberReturnPage } from '@parlor/shared/host';

export { isReturnPage } from '@parlor/shared/host';

/**
 * Remembers the last page outside a game, where a game's exit page and `invalid_game` send the
 * player back (docs/product-rules.md, "Return page").
 */
export function useReturnPageRecorder(): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberReturnPage(pathname + search), [pathname, search]);
}
