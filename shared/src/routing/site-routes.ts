// Every route of the site in one table (docs/product-rules.md, "Routes"): which remote renders it,
// which of its modules and with what props, checked against the remote contract. Plain data with
// no React: the shell's router renders it and the site's page reads it (which remote module a
// path shows first), so the two cannot disagree.
import type { RemoteModuleRef } from '../remotes/remote-contract';
import type { CasinoConfig } from '../types/entities';

export type RouteSpec = RemoteModuleRef & {
  path: string;
  /**
   * The site opens this page like home: its page hints the remote's entry and the module's files,
   * carries the module's styles and, for a guest, paints the first screen where the site's
   * painter knows it (docs/performance.md). Pages a guest never sees first (a player's lists,
   * the game pages) go without.
   */
  firstScreen?: true;
};

export const ROUTE_TABLE: readonly RouteSpec[] = [
  { path: '/', remote: 'mf_lobby', expose: './HomePage', firstScreen: true },
  { path: '/play/:gameslug', remote: 'mf_game', expose: './GamePage', props: { mode: 'real' } },
  { path: '/demo/:gameslug', remote: 'mf_game', expose: './GamePage', props: { mode: 'demo' } },
  {
    path: '/category/:category',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'category' },
    firstScreen: true,
  },
  {
    path: '/subgroup/:subgroup',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'subgroup' },
    firstScreen: true,
  },
  {
    path: '/theme/:theme',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'theme' },
    firstScreen: true,
  },
  {
    path: '/jackpot-games',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'jackpot' },
    firstScreen: true,
  },
  {
    path: '/all-games',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'all' },
    firstScreen: true,
  },
  {
    path: '/suggested-games',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'suggested' },
  },
  { path: '/favorites', remote: 'mf_lobby', expose: './FavoritesPage' },
  { path: '/providers', remote: 'mf_lobby', expose: './ProvidersPage' },
  {
    path: '/providers/:provider',
    remote: 'mf_lobby',
    expose: './ProviderGamesPage',
    firstScreen: true,
  },
  { path: '/promotions', remote: 'mf_promotions', expose: './PromotionsPage', firstScreen: true },
  {
    path: '/tournaments',
    remote: 'mf_tournaments',
    expose: './TournamentsPage',
    firstScreen: true,
  },
  {
    path: '/tournaments/:tournament',
    remote: 'mf_tournaments',
    expose: './TournamentDetailPage',
    firstScreen: true,
  },
  { path: '/live-dealer', remote: 'mf_game', expose: './LiveDealerPage' },
  { path: '/sportsbook', remote: 'mf_game', expose: './SportsbookPage' },
];

/** `/tournaments` and a tournament's page (`/tournaments/x`, with or without a query). */
export function isTournamentsPath(path: string): boolean {
  return /^\/tournaments(?:[/?#]|$)/.test(path);
}

/**
 * The routes the casino offers: the config's `tournaments` flag off takes the tournaments pages
 * out (their addresses are then the not-found page), as it takes out their menu entry and home
 * section.
 */
export function offeredRoutes(
  config: Pick<CasinoConfig, 'tournaments'> | null | undefined,
): readonly RouteSpec[] {
  if (config?.tournaments !== false) return ROUTE_TABLE;
  return ROUTE_TABLE.filter((route) => !isTournamentsPath(route.path));
}

const patterns = new Map<string, RegExp>();

/**
 * Whether `pathname` is the route `pattern` (`/providers/:provider`), as the router decides it:
 * letter case aside, a trailing slash allowed, every parameter one segment that is not empty.
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  let re = patterns.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .filter(Boolean)
      .map((part) =>
        part.startsWith(':') ? '/[^/]+' : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      )
      .join('');
    re = new RegExp(`^${body}\\/*$`, 'i');
    patterns.set(pattern, re);
  }
  return re.test(pathname);
}

/** The route the router renders at `pathname` among `routes` (the first that matches). */
export function routeAt(routes: readonly RouteSpec[], pathname: string): RouteSpec | undefined {
  return routes.find((route) => matchesRoute(route.path, pathname));
}
