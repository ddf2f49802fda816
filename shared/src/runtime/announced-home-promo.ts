// The server's page announces the operator's top promo of home by preloading its image (a
// `<link rel="preload" as="image" data-home-promo>` in the head). Home's placeholders show that
// image while the promotions remote and its answer are on their way: the first screen's largest
// paint does not wait for them (docs/performance.md).

function announcedImage(marker: string): string | null {
  if (typeof document === 'undefined') return null;
  const href = document.querySelector(`link[${marker}]`)?.getAttribute('href') ?? '';
  return /^https?:\/\//i.test(href) ? href : null;
}

/** The announced promo's image address (http or https), or null when the page announced none. */
export function announcedHomePromoImage(): string | null {
  return announcedImage('data-home-promo');
}

/**
 * The image of the first promo placed on a page outside the lists (`page`: its placement name,
 * 'tournaments'), when the server's page announced it (`data-page-promo="tournaments"`: the page
 * paints that page's first screen), or null: the boxes kept for its banner show it.
 */
export function announcedPagePromoImage(page: string): string | null {
  return /^[a-z-]+$/.test(page) ? announcedImage(`data-page-promo="${page}"`) : null;
}
