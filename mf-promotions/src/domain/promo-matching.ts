import { isWebplayHomePromo, type Promo } from '@parlor/shared';

/** Where a custom promo could show: the page and, on list pages, what the list is about. */
export interface PageContext {
  /**
   * 'home', 'promotions', 'category', 'subgroup', 'theme', 'all-games', 'jackpot-games',
   * 'favorites', 'providers', 'tournaments' (docs/promotions.md)
   */
  page: string;
  category?: string;
  subGroup?: string;
  theme?: string;
  /** webplay mode: the multi-provider (fusion) casino */
  webplay: boolean;
}

const has = (list: string[] | undefined, value: string | undefined): boolean =>
  value !== undefined && Array.isArray(list) && list.includes(value);

/**
 * Placement rule of a custom promo (docs/promotions.md): a promo without placement lists shows
 * only at the top of home in webplay mode, and only when the operator set `display_on_webplay`
 * (the rule the server's page reads too); otherwise it shows where the page, the category, the
 * sub-group or the theme is in its lists.
 */
export function promoMatchesPage(promo: Promo, ctx: PageContext): boolean {
  if (isWebplayHomePromo(promo)) return ctx.page === 'home' && ctx.webplay;
  const on = promo.display_on;
  if (!on) return false;
  return (
    has(on.pages, ctx.page) ||
    has(on.categories, ctx.category) ||
    has(on.sub_groups, ctx.subGroup) ||
    has(on.themes, ctx.theme)
  );
}

/** The page a host places the promos on (`{ page, category?, subGroup?, theme? }`), or null. */
export function pagePlacement(
  props: Readonly<Record<string, unknown>>,
): Omit<PageContext, 'webplay'> | null {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const page = text(props.page);
  if (!page) return null;
  const placement: Omit<PageContext, 'webplay'> = { page };
  const category = text(props.category);
  const subGroup = text(props.subGroup);
  const theme = text(props.theme);
  if (category) placement.category = category;
  if (subGroup) placement.subGroup = subGroup;
  if (theme) placement.theme = theme;
  return placement;
}

export function matchingPromos(promos: Promo[], ctx: PageContext): Promo[] {
  return promos.filter((p) => promoMatchesPage(p, ctx));
}
