import { clearPrefetchedCalls } from '../api/prefetched-calls';
import { clearCatalogueDataCache } from '../hooks/use-catalogue-data';

/**
 * Between two server renders (another casino, another language): forgets the answers and the
 * catalogue reads one render left in the shared caches, which the next must not find.
 */
export function forgetRenderReads(): void {
  clearPrefetchedCalls();
  clearCatalogueDataCache();
}
