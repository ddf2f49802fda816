// Moving between pages without waiting (docs/performance.md, "Moving between pages"): once the
// first screen is up and the browser idle, the code of the pages the visible navigation links to
// is fetched one module at a time, not run; a link hovered, focused or touched runs its page's
// module and asks for the controller answers that page shows first. An outlet then renders that
// module at once, and the page finds its answer (callPrefetched in @parlor/shared).
import { prefetchCall, sessionStore, whenIdle } from '@parlor/shared';
import {
  afterFirstScreen,
  fetchRemoteCode,
  prefetchRemoteModule,
  uiStore,
} from '@parlor/shared/host';
import { modulePrime } from './module-prime';
import type { RouteSpec } from './route-table';
import { routeCalls, routeOfHref, routesOfLinks } from './route-prefetch';

/**
 * The navigation on screen: the header, the desktop sidebar and the phone's launcher bar. The
 * drawer's copy of the menu is only in the page while it is open.
 */
export const NAVIGATION_LINKS = '.header a[href], .sidebar a[href], .launcher a[href]';

/** User Timing mark once the visible navigation's pages are loaded (tests and the bench wait for it). */
export const NAVIGATION_PREFETCHED_MARK = 'parlor:navigation-prefetched';

/** The same link again within this time is not worked out again (pointerover repeats on its children). */
const INTENT_REPEAT_MS = 1000;

const basePath = () => sessionStore.getState().config?.base_location ?? '';

/** Asks for the controller answers a route's page shows first, in the visitor's language. */
export function prefetchRouteData(route: RouteSpec): void {
  const context = {
    lang: uiStore.getState().language,
    isFusion: sessionStore.getState().config?.is_fusion ?? false,
  };
  for (const entry of routeCalls(route, context)) {
    // one call per member of the union: each request is checked against its own call
    if (entry.call === 'getTournaments') prefetchCall(entry.call, entry.request);
    else prefetchCall(entry.call, entry.request);
  }
}

/**
 * Loads a route's remote module and, with `data`, asks for the answers its page shows first and
 * loads what its first render reads (its `prime`): the page then shows whole in its first commit.
 */
export function prefetchRoute(route: RouteSpec, { data }: { data: boolean }): Promise<boolean> {
  if (data) prefetchRouteData(route);
  const ready = prefetchRemoteModule(route.remote, route.expose);
  if (data)
    void ready
      .then((loaded) => (loaded ? modulePrime(route.remote, route.expose) : undefined))
      .then((prime) => prime?.())
      .catch(() => {
        // the page loads its data itself
      });
  return ready;
}

/** Laid out and not hidden (a collapsed group's links, the sidebar on a phone are not). */
function isShown(element: Element): boolean {
  const check = (element as Element & { checkVisibility?: () => boolean }).checkVisibility;
  return check ? check.call(element) : element.getClientRects().length > 0;
}

function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // no User Timing: nothing reads the mark
  }
}

/**
 * After the first screen, at idle moments, fetches the code of the remote modules of the pages
 * the visible navigation links to, one module per idle moment (each after the previous has
 * arrived), without running it: a module runs when its link is hovered, focused or touched (or
 * its page opens), so idle time has no long task of a page nobody opens. Only the code: the
 * answers those pages show are asked for when a link is about to be followed. Returns a function
 * that stops it.
 */
export function prefetchVisibleNavigation(root: ParentNode = document): () => void {
  let stopped = false;
  let cancelIdle: () => void = () => {};
  const cancelStart = afterFirstScreen(() => {
    const hrefs = Array.from(root.querySelectorAll<HTMLAnchorElement>(NAVIGATION_LINKS))
      .filter(isShown)
      .map((link) => link.href);
    const queue = routesOfLinks(hrefs, window.location.origin, basePath());
    const next = (): void => {
      if (stopped) return;
      const route = queue.shift();
      if (!route) {
        mark(NAVIGATION_PREFETCHED_MARK);
        return;
      }
      void fetchRemoteCode(route.remote, route.expose).then(() => {
        if (!stopped) cancelIdle = whenIdle(next);
      });
    };
    next();
  });
  return () => {
    stopped = true;
    cancelStart();
    cancelIdle();
  };
}

/**
 * Hover, focus or touch of any link of the site (navigation, tiles, a section's "see all")
 * loads its page's module and asks for its page's first answers. Returns a function that stops.
 */
export function listenForLinkIntent(root: Document | HTMLElement = document): () => void {
  let last: Element | null = null;
  let lastAt = 0;
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    // another window or a download is another document: nothing of this page to prepare
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const now = Date.now();
    if (link === last && now - lastAt < INTENT_REPEAT_MS) return;
    last = link;
    lastAt = now;
    const route = routeOfHref(link.href, window.location.origin, basePath());
    if (route) void prefetchRoute(route, { data: true });
  };
  const passive = { passive: true } as const;
  root.addEventListener('pointerover', onIntent, passive);
  root.addEventListener('focusin', onIntent, passive);
  root.addEventListener('touchstart', onIntent, passive);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
    root.removeEventListener('touchstart', onIntent);
  };
}
