// The server's page announces the operator's top promo of home by preloading its image (a
// `<link rel="preload" as="image" data-home-promo>` in the head). Home's placeholders show that
// image while the promotions remote and its answer are on their way: the first screen's largest
// paint does not wait for them (docs/performance.md).

/** The announced promo's image address (http or https), or null when the page announced none. */
export function announcedHomePromoImage(): string | null {
  if (typeof document === 'undefined') return null;
  const href = document.querySelector('link[data-home-promo]')?.getAttribute('href') ?? '';
  return /^https?:\/\//i.test(href) ? href : null;
}
