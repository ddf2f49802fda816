// Pages outside the lobby's lists where the operator can place a custom promo (a promo's
// `display_on.pages`; docs/promotions.md, "Custom promos and their placement"). The lobby places
// the promos of home and its lists itself; the shell does it for these.
import { announcedPromoPages, isPromoListPath } from '@parlor/shared';

/** The placement name of a route of the route table, or null where the shell places none. */
const PROMO_PAGES: Readonly<Record<string, string>> = {
  '/favorites': 'favorites',
  '/providers': 'providers',
  '/providers/:provider': 'providers',
  '/tournaments': 'tournaments',
  '/tournaments/:tournament': 'tournaments',
};

export function promoPageOf(routePath: string): string | null {
  return PROMO_PAGES[routePath] ?? null;
}

/**
 * Whether a custom promo is placed on the page at `pathname`, as the server's page says (it names
 * those pages in every page): 'placed', 'none', or 'unknown' where the page does not say (a
 * development server). Where none is, the promotions remote is not asked for.
 */
export function promoPlacement(
  pathname: string,
  pages: readonly string[] | null = announcedPromoPages(),
): 'placed' | 'none' | 'unknown' {
  if (!pages) return 'unknown';
  return isPromoListPath(pages, pathname) ? 'placed' : 'none';
}
