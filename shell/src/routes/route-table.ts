// Every route of the site in one table (docs/product-rules.md, "Routes"): which remote renders
// it, which of its modules and with what props, checked against the remote contract.
import type { CasinoConfig, RemoteModuleRef } from '@parlor/shared';

export type RouteSpec = RemoteModuleRef & { path: string };

export const ROUTE_TABLE: readonly RouteSpec[] = [
  { path: '/', remote: 'mf_lobby', expose: './HomePage' },
  { path: '/play/:gameslug', remote: 'mf_game', expose: './GamePage', props: { mode: 'real' } },
  { path: '/demo/:gameslug', remote: 'mf_game', expose: './GamePage', props: { mode: 'demo' } },
  {
    path: '/category/:category',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'category' },
  },
  {
    path: '/subgroup/:subgroup',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'subgroup' },
  },
  {
    path: '/theme/:theme',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'theme' },
  },
  {
    path: '/jackpot-games',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'jackpot' },
  },
  { path: '/all-games', remote: 'mf_lobby', expose: './GamesListPage', props: { kind: 'all' } },
  {
    path: '/suggested-games',
    remote: 'mf_lobby',
    expose: './GamesListPage',
    props: { kind: 'suggested' },
  },
  { path: '/favorites', remote: 'mf_lobby', expose: './FavoritesPage' },
  { path: '/providers', remote: 'mf_lobby', expose: './ProvidersPage' },
  { path: '/providers/:provider', remote: 'mf_lobby', expose: './ProviderGamesPage' },
  { path: '/promotions', remote: 'mf_promotions', expose: './PromotionsPage' },
  { path: '/tournaments', remote: 'mf_tournaments', expose: './TournamentsPage' },
  { path: '/tournaments/:tournament', remote: 'mf_tournaments', expose: './TournamentDetailPage' },
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
