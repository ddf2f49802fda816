// Where a custom promo without placement lists shows: read the same way by the promotions remote
// (which shows it) and by the server's page (which preloads its image). docs/promotions.md,
// "Custom promos and their placement".
import type { Promo } from '../types/entities';

/**
 * Whether a custom promo belongs at the top of home in webplay mode (the multi-provider casino):
 * it has no placement lists (`display_on` missing, or every list empty) and the operator set
 * `display_on_webplay`. Elsewhere, and without the flag, such a promo shows nowhere.
 */
export function isWebplayHomePromo(
  promo: Pick<Promo, 'display_on' | 'display_on_webplay'>,
): boolean {
  if (promo.display_on_webplay !== true) return false;
  const on = promo.display_on;
  if (!on) return true;
  return ![on.pages, on.categories, on.sub_groups, on.themes].some(
    (list) => Array.isArray(list) && list.length > 0,
  );
}
