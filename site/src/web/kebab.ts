// Kebab-case names (a category's, a theme's, a game's): the one rule of what such a name may be.
// A leaf module: the controller's routes and the site's pages both use it.
export const KEBAB_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isKebab(value: unknown, max = 100): value is string {
  return typeof value === 'string' && value.length <= max && KEBAB_RE.test(value);
}
