// The first screen of home: when the operator puts a custom promo at the top of home, its image is
// the page's largest paint, so the page itself preloads it with high priority (the lobby also
// reserves its box while the promotions remote loads: it looks for data-home-promo). The games
// lists that carry a custom promo are named in the page too, so the lobby reserves their banner's
// box as well (docs/promotions.md, "Custom promos and their placement"). Worked out from the
// lobby's custom promos as `getpromos` gives them.
import type { Promo } from '@parlor/shared/types';
import { isPromoListPath, isWebplayHomePromo } from '@parlor/shared/server';
import { escapeHtml } from '../web/html';
import { isKebab } from '../web/kebab';

export const isHomePath = (pathname: string): boolean =>
  pathname === '/' || pathname === '/index.html';

/**
 * The image of home's top promo: the promo the lobby shows first at the top of home in webplay
 * mode (the webplay casino only), when it is a picture on the web.
 */
export function topPromoImage(promos: Promo[], isFusion: boolean): string | null {
  if (!isFusion) return null;
  const promo = promos.find(isWebplayHomePromo);
  if (!promo || !/^https?:\/\//.test(promo.image) || /\.mp4$/i.test(promo.image)) return null;
  return promo.image;
}

/**
 * The image of the first custom promo placed on a page outside the lists (`page`: 'tournaments'),
 * the one its banner shows first, when it is a picture on the web; null otherwise.
 */
export function placedPromoImage(promos: Promo[], page: string): string | null {
  const promo = promos.find(
    (p) => !isWebplayHomePromo(p) && (p.display_on?.pages ?? []).includes(page),
  );
  if (!promo || !/^https?:\/\//.test(promo.image) || /\.mp4$/i.test(promo.image)) return null;
  return promo.image;
}

/** Announces that promo's image to the shell and the promotions remote, which show it too. */
export function pagePromoPreload(image: string | null, page: string): string {
  if (!image) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" data-page-promo="${escapeHtml(page)}">`;
}

export function homePromoPreload(image: string | null): string {
  if (!image) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" data-home-promo>`;
}

/**
 * The promo's picture in the page itself, for phones: the page's stylesheet shows it where home
 * will show that promo while the shell boots and home's module is on its way, so the largest paint
 * of a phone's first visit does not wait for the scripts (docs/performance.md). Decorative: home
 * shows the promo itself, with its text, in the same place.
 */
export function homePromoBootImage(image: string | null): string {
  if (!image) return '';
  return `<div id="boot-promo" class="boot-promo" aria-hidden="true"><img src="${escapeHtml(image)}" alt="" fetchpriority="high"></div>`;
}

/**
 * The pages placements name, as paths or prefixes ending in '/': the lobby's lists, and the pages
 * outside them where the shell shows a placed promo (a provider's games and a tournament count as
 * the providers and tournaments pages).
 */
const LIST_PAGES: Record<string, string[]> = {
  category: ['/category/'],
  subgroup: ['/subgroup/'],
  theme: ['/theme/'],
  'all-games': ['/all-games'],
  'jackpot-games': ['/jackpot-games'],
  favorites: ['/favorites'],
  providers: ['/providers', '/providers/'],
  tournaments: ['/tournaments', '/tournaments/'],
};

/** The games lists (paths, or prefixes ending in '/') a custom promo is placed on. */
export function promoListPaths(promos: Promo[]): string[] {
  const paths = new Set<string>();
  const each = (list: string[] | undefined, prefix: string) => {
    for (const value of list ?? []) if (isKebab(value)) paths.add(`${prefix}${value}`);
  };
  for (const promo of promos) {
    const on = promo.display_on;
    if (!on) continue;
    for (const page of on.pages ?? []) for (const path of LIST_PAGES[page] ?? []) paths.add(path);
    each(on.categories, '/category/');
    each(on.sub_groups, '/subgroup/');
    each(on.themes, '/theme/');
  }
  return [...paths].sort();
}

/**
 * Every page names the lists with a placed promo: a visit may open any of them. Named even when
 * there are none: the lobby then knows no list needs the promotions remote.
 */
export function promoPagesMeta(placed: string[]): string {
  return `<meta name="parlor-promo-pages" content="${escapeHtml(placed.join(' '))}">`;
}

/** Whether a custom promo is placed on the list at `pathname`, matched as the lobby does. */
export function promoPlacedOn(placed: string[], pathname: string): boolean {
  return isPromoListPath(placed, pathname);
}
