// A games list's title when the catalogue has no name for its slug (docs/product-rules.md, "Lobby
// lists"). The lobby titles its lists and filter options so; the site's page paints the same
// title for a guest's first screen.

/** A slug from the URL turned into a title: 'online-slots' -> 'Online Slots'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
