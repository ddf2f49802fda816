// Which routes a set of links leads to, and what of each route can be asked for ahead: its remote
// module and its cacheable controller answers (docs/performance.md, "Moving between pages").
// Pure: the DOM side is navigation-prefetch.ts.
import { type Lang } from '@parlor/shared';
import { matchPath } from '@parlor/shared/host';
import { ROUTE_TABLE, type RouteSpec } from './route-table';

/** A controller call a route's page makes when it opens, with its request. */
export type RouteCall =
  | { call: 'getTournaments'; request: { lang: Lang } }
  | { call: 'getPromos'; request: { lang: Lang; target: 'ucc_promotions' } };

export interface RouteContext {
  lang: Lang;
  isFusion: boolean;
}

/**
 * The route a link's address opens, or null: another origin, another document (a file, a
 * download), a path outside the site's base path or no route of the table. `base` is the site's
 * base path ('' or '/casino').
 */
export function routeOfHref(href: string, origin: string, base = ''): RouteSpec | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const prefix = base.replace(/\/+$/, '');
  let path = url.pathname;
  if (prefix) {
    if (path !== prefix && !path.startsWith(`${prefix}/`)) return null;
    path = path.slice(prefix.length) || '/';
  }
  return ROUTE_TABLE.find((spec) => matchPath(spec.path, path)) ?? null;
}

/**
 * The routes of a set of links, each remote module once (ten category links are one list page),
 * in the links' order.
 */
export function routesOfLinks(hrefs: Iterable<string>, origin: string, base = ''): RouteSpec[] {
  const seen = new Set<string>();
  const routes: RouteSpec[] = [];
  for (const href of hrefs) {
    const route = routeOfHref(href, origin, base);
    if (!route) continue;
    const module = `${route.remote}|${route.expose}`;
    if (seen.has(module)) continue;
    seen.add(module);
    routes.push(route);
  }
  return routes;
}

/**
 * The controller answers a route's page shows first and that may be asked for ahead: the same
 * calls, with the same requests, as the page's own hooks (mf-tournaments' useTournaments,
 * mf-promotions' usePromos). A games list needs none: it renders from the catalogue in memory.
 * The single-provider tournaments page is a lobby frame whose address is a fresh session at the
 * provider: never asked for ahead.
 */
export function routeCalls(route: RouteSpec, { lang, isFusion }: RouteContext): RouteCall[] {
  switch (route.path) {
    case '/tournaments':
    case '/tournaments/:tournament':
      return isFusion ? [{ call: 'getTournaments', request: { lang } }] : [];
    case '/promotions':
      return [{ call: 'getPromos', request: { lang, target: 'ucc_promotions' } }];
    default:
      return [];
  }
}

/** The visitor asked to save data (Data Saver, Lite mode): nothing is loaded for later then. */
export function savesData(nav: { connection?: { saveData?: boolean } } | undefined): boolean {
  return nav?.connection?.saveData === true;
}
