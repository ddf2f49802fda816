// The server's page announces the operator's top promo of home by preloading its image (a
// `<link rel="preload" as="image" data-home-promo>` in the head). Home's placeholders show that
// image while the promotions remote and its answer are on their way: the first screen's largest
// paint does not wait for them (docs/performance.md).

/** What the server's page announces, as its renderer knows it (the browser reads the page). */
export interface Announced {
  /** images by marker: `data-home-promo`, `data-page-promo="tournaments"` */
  images: Readonly<Record<string, string>>;
  /** the lists custom promos are placed on (`<meta name="parlor-promo-pages">`); null: not said */
  promoPages: readonly string[] | null;
}

let serverAnnounced: Announced = { images: {}, promoPages: null };

/**
 * The server's renderer says what the page it renders announces, so that the first screen it
 * renders keeps the same boxes the browser's hydration will find.
 */
export function setAnnouncedOnServer(announced: Announced): void {
  serverAnnounced = announced;
}

/**
 * The lists the page says custom promos are placed on (paths, or prefixes ending in '/'), or null
 * where it does not say (a development server).
 */
export function announcedPromoPages(): readonly string[] | null {
  if (typeof document === 'undefined') return serverAnnounced.promoPages;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="parlor-promo-pages"]');
  return meta ? meta.content.split(' ') : null;
}

function announcedImage(marker: string): string | null {
  const href =
    typeof document === 'undefined'
      ? (serverAnnounced.images[marker] ?? '')
      : (document.querySelector(`link[${marker}]`)?.getAttribute('href') ?? '');
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
