// What the running site loads from each remote: the shell's routes and layout, and the home
// sections the lobby borrows from other remotes, and what remotes borrow from each other. `npm run remotes -- set` refuses a build that
// lacks one of them. Tests beside the route table and the lobby's home page keep this list in step.
export const REQUIRED_EXPOSES: Readonly<Record<string, readonly string[]>> = {
  mf_lobby: [
    './HomePage',
    './GamesListPage',
    './FavoritesPage',
    './ProvidersPage',
    './ProviderGamesPage',
    './SearchModalHost',
    './GameTiles',
  ],
  mf_game: ['./GamePage', './LiveDealerPage', './SportsbookPage'],
  mf_tournaments: ['./TournamentsPage', './TournamentDetailPage', './HomeSection'],
  mf_promotions: [
    './PromotionsPage',
    './HomeSection',
    './GameOfTheMonthSection',
    './WinnersSection',
    './MatchingPromos',
    './StickyBanner',
  ],
  mf_freespins: ['./FreeSpinsHost', './NewPlayerOffer'],
};

/** The modules of `remote` the site needs; an unknown remote needs nothing in particular. */
export function requiredExposes(remote: string): readonly string[] {
  return REQUIRED_EXPOSES[remote] ?? [];
}
