// The contract between the shell and its remotes: every `remote/expose` the site renders, with the
// props it takes. The shell's route table, RemoteOutlet and each remote's `src/exposes/contract.ts`
// are typed against it, so a misspelt module or a changed prop fails `tsc`. Adding a module is one
// line here (docs/contributing.md, "Add a remote"). A remote that is not built yet still
// typechecks: the map is types only.
import type { ComponentType } from 'react';

/** Route parameters the shell hands to every routed page, as `useParams()` reads them. */
export interface RouteParams<K extends string = string> {
  params?: Readonly<Partial<Record<K, string>>>;
}

/** The kinds of game list the lobby's list page shows. */
export type GamesListKind = 'category' | 'subgroup' | 'theme' | 'jackpot' | 'all' | 'suggested';

/** Props of each exposed module, by remote and expose. `object` means "takes no props". */
export interface RemoteContract {
  mf_lobby: {
    './HomePage': RouteParams;
    './GamesListPage': RouteParams<'category' | 'subgroup' | 'theme'> & { kind: GamesListKind };
    './FavoritesPage': RouteParams;
    './ProvidersPage': RouteParams;
    './ProviderGamesPage': RouteParams<'provider'>;
    './SearchModalHost': object;
    /** the lobby's tiles for a list of games (a tournament's games) */
    './GameTiles': { shortnames?: unknown; label?: unknown };
  };
  mf_game: {
    './GamePage': RouteParams<'gameslug'> & { mode?: 'real' | 'demo' };
    './LiveDealerPage': RouteParams;
    './SportsbookPage': RouteParams;
  };
  mf_tournaments: {
    './TournamentsPage': RouteParams;
    './TournamentDetailPage': RouteParams<'tournament'>;
    './HomeSection': object;
  };
  mf_promotions: {
    './PromotionsPage': RouteParams;
    './HomeSection': object;
    './GameOfTheMonthSection': object;
    './WinnersSection': object;
    /** the page context of the promos placed on a lobby page (its remote owns the shape) */
    './MatchingPromos': Readonly<Record<string, unknown>>;
    './WidgetSlot': object;
    /** the casino's sticky banner, placed by the shell's layout */
    './StickyBanner': object;
  };
  mf_freespins: {
    './FreeSpinsHost': object;
    './NewPlayerOffer': { delayMs?: number };
  };
}

/** A remote's federation name, e.g. `mf_lobby`. */
export type RemoteName = keyof RemoteContract;
/** The modules a remote exposes, e.g. `./HomePage`. */
export type ExposeOf<R extends RemoteName> = keyof RemoteContract[R] & string;
/** The props of one exposed module. */
export type ExposeProps<R extends RemoteName, E extends ExposeOf<R>> = RemoteContract[R][E];

/** `props` is optional exactly when the module has no required prop. */
export type PropsField<P> = object extends P ? { props?: P } : { props: P };

/** One `remote/expose` with its props, e.g. a route table entry or a home section. */
export type RemoteModuleRef = {
  [R in RemoteName]: {
    [E in ExposeOf<R>]: { remote: R; expose: E } & PropsField<ExposeProps<R, E>>;
  }[ExposeOf<R>];
}[RemoteName];

/**
 * What a remote's `src/exposes/contract.ts` declares with `satisfies`: one default-exported
 * component per expose of the contract, none missing, none extra, props as the contract says.
 */
export type RemoteExposes<R extends RemoteName> = {
  [E in ExposeOf<R>]: ComponentType<ExposeProps<R, E>>;
};
