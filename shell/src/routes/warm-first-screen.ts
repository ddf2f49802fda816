import { hasRemote, prefetchRemoteModule, matchPath } from '@parlor/shared/host';
import { modulePrime } from './module-prime';
import { prefetchRouteData } from './navigation-prefetch';
import { ROUTE_TABLE } from './route-table';

/** The route of the table at a page's path (under the site's base path, `basePath` ending in '/'). */
export function routeOfPath(pathname: string, basePath: string) {
  const path =
    basePath !== '/' && pathname.startsWith(basePath)
      ? pathname.slice(basePath.length - 1)
      : pathname;
  return ROUTE_TABLE.find((spec) => matchPath(spec.path, path));
}

/**
 * Starts loading the remote module of the page being opened while boot is still under way (its
 * entry and files are already coming, hinted by the page), so the first screen does not wait for
 * the remote's chunks after boot. Resolves with a function that loads the module's first-screen
 * data (to call once boot is done), or with nothing where there is no module or it failed to
 * load: a failure is the outlet's to show, as for any other load.
 */
export function warmFirstScreen(
  pathname: string,
  basePath = '/',
): Promise<(() => Promise<unknown>) | undefined> {
  const route = routeOfPath(pathname, basePath);
  if (!route || !hasRemote(route.remote)) return Promise.resolve(undefined);
  return prefetchRemoteModule(route.remote, route.expose).then((ready) =>
    ready ? modulePrime(route.remote, route.expose) : undefined,
  );
}

/**
 * Asks for the controller answers the page being opened shows first (the tournaments, the
 * promotions), to call once boot has said who the visitor is and in which language: the page
 * finds them (`callPrefetched`) rather than asking after its first render.
 */
export function warmFirstScreenData(pathname: string, basePath = '/'): void {
  const route = routeOfPath(pathname, basePath);
  if (route) prefetchRouteData(route);
}
