import { matchPath } from '@parlor/shared';
import { hasRemote, loadRemoteComponent } from '@parlor/shared/host';
import { ROUTE_TABLE } from './route-table';

/**
 * Starts loading the remote module of the page being opened while boot is still under way (its
 * entry is already coming, preloaded by the page), so the first screen does not wait for the
 * remote's chunks after boot. A failure is the outlet's to show, as for any other load.
 * Chunks are not preloaded by the page itself: Chromium answers a later request for a preload
 * that failed (a remote down at that moment) with the same failure, so a Retry could not recover.
 */
export function warmFirstScreen(pathname: string, basePath = '/'): void {
  const path =
    basePath !== '/' && pathname.startsWith(basePath)
      ? pathname.slice(basePath.length - 1)
      : pathname;
  const route = ROUTE_TABLE.find((spec) => matchPath(spec.path, path));
  if (!route || !hasRemote(route.remote)) return;
  loadRemoteComponent(route.remote, route.expose).catch(() => {
    // logged by the registry; the route's outlet shows the fallback with Retry
  });
}
