// Which games lists carry a custom promo. The server names them by path, or by a prefix ending in
// '/' (every category, say); the lobby keeps the banner's box on those lists, and the server's
// page paints a list's first tiles below that box: both must read the names the same way.

/** Whether `pathname` is one of the `placed` lists (a path, or a prefix ending in '/'). */
export function isPromoListPath(placed: readonly string[], pathname: string): boolean {
  return placed.some(
    (p) => p !== '' && (p.endsWith('/') ? pathname.startsWith(p) : pathname === p),
  );
}
