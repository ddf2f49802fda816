import { useEffect } from 'react';
import { listenForLinkIntent, prefetchVisibleNavigation } from '../routes/navigation-prefetch';
import { savesData } from '../routes/route-prefetch';

/**
 * The layout prepares the pages its links lead to (docs/performance.md, "Moving between pages"):
 * a link about to be followed at once, the visible navigation's pages at idle moments after the
 * first screen, again when the navigation changes (a login adds entries, the phone's launcher bar
 * has arrived: `launcher`). Nothing is loaded for later when the visitor saves data.
 */
export function useNavigationPrefetch(loggedIn: boolean, launcher: boolean): void {
  useEffect(() => listenForLinkIntent(document), []);
  useEffect(() => {
    if (savesData(navigator as { connection?: { saveData?: boolean } })) return;
    return prefetchVisibleNavigation(document);
  }, [loggedIn, launcher]);
}
