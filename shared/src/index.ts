// @parlor/shared, the public surface for remotes: one federation singleton for every app, so a
// remote's stores, bus, client and i18n instance are the shell's. Everything here is part of the
// contract recorded in shared/api/public.api.md; the shell's boot lives in '@parlor/shared/host',
// test helpers in '@parlor/shared/testing'.

/** Entities of the controller's answers and the casino's configuration that remotes use. */
export type {
  CasinoConfig,
  Favorite,
  FreeSpinsData,
  FreeSpinsReason,
  FreeSpinsSlice,
  Game,
  GameLaunchResponse,
  GameLockDetails,
  GameOfTheMonth,
  JackpotMultiplier,
  Lang,
  LaunchedGame,
  Player,
  Promo,
  PromoScheduleValues,
  PromosResponse,
  PromoTarget,
  Provider,
  RedeemResult,
  StickyBanner,
  SynthDetails,
  Tournament,
  TournamentLeaderboardEntry,
  TournamentScheduleEntry,
  TournamentsResponse,
  Widget,
  Winner,
} from './types/entities';

// The controller client, as booted by the shell (getApi), and its errors.
export { createControllerClient } from './api/controller-client';
export type { ControllerClient, NamedWidgetKind } from './api/controller-client';
export { ControllerError, isControllerError } from './api/controller-error';
export {
  isLimitKind,
  LIMIT_KINDS,
  offeredLimits,
  protectionRefusalOf,
} from './domain/protection-rules';
// A refusal by a player protection rule (a launch, a bet): its code, the limit and until when.
export type { LimitKind, ProtectionRefusal, ProtectionRefusalCode } from './types/protection';
// Calls asked for ahead of the page that shows their answer (a hovered link, a clicked tile).
export {
  callPrefetched,
  prefetchCall,
  usePrefetchedAnswer,
  whenPrefetched,
} from './api/prefetched-calls';
export { getApi, getParlorRuntime } from './runtime/parlor-runtime';
export { mountStandalone } from './runtime/mount-standalone';

// The events every app shares.
export { parlorBus } from './bus/parlor-events';

// Stores of the session (player, casino configuration) and of the UI (modals, language).
export { sessionStore, useSessionStore } from './stores/session-store';
export { useUiStore } from './stores/ui-store';

// The catalogue database (filled by the shell's boot) and the one way to load data from it.
export {
  getAllGames,
  getCategories,
  getFeatures,
  getGamesByShortname,
  getProviders,
  getThemes,
  memoryTotalJackpot,
} from './db/catalogue-db';
export { primeCatalogueData, useCatalogueData } from './hooks/use-catalogue-data';
export type { CatalogueData } from './hooks/use-catalogue-data';
export { useTimedOverlay } from './hooks/use-timed-overlay';
export { useAfterFirstScreen } from './hooks/use-after-first-screen';
export { afterPaint, whenIdle } from './runtime/first-screen';
export {
  announcedHomePromoImage,
  announcedPagePromoImage,
  announcedPromoPages,
} from './runtime/announced-home-promo';
// The server renders the first screen and the browser hydrates it (docs/server-rendering.md):
// what a render reads must be the same on both sides.
export { firstScreenNow, pageRandom } from './runtime/rendered-page';
export { useHydrating } from './runtime/use-hydrating';
export { useInitialNow } from './runtime/use-initial-now';
export { useViewportWidth } from './ui/use-viewport-width';

// Routing: the router facade, same-site redirects and the page a game returns to.
export { Link, Navigate, useLocation, useNavigate, useSearchParams } from './routing/router';
export { safeRedirect } from './routing/safe-redirect';
export { useBasePath, withBasePath } from './routing/base-path';
export { readReturnPage } from './routing/return-page';

// Formatting and assets.
export { formatMoney } from './format/format-money';
export { formatPlainMoney } from './format/plain-money';
export { gameImageUrl, providerLogoUrl } from './assets/game-image-url';

// The casino's server time, US Eastern: by the daylight-time rule, with no Intl zone data.
export {
  SERVER_TIME_ZONE,
  serverTimeInstant,
  serverTimeOffset,
  serverWallClock,
} from './time/server-time';
export type { ServerWallClock } from './time/server-time';

// Rules more than one app needs (docs/product-rules.md).
export {
  isTileVisible,
  dedupeByShortname,
  isCategoryAvailable,
  visibleGames,
  tilesOf,
  SPORTSBOOK_GAME,
  SPORTSBOOK_PROVIDER,
} from './domain/game-visibility';
export {
  byNewestRelease,
  EAGER_LIST_TILES,
  gamesForList,
  subGroupOrder,
} from './domain/games-list';
export {
  FILTER_TYPES,
  filterOptions,
  showFilterDropdown,
  showListFilterBar,
} from './domain/game-filter-options';
export type { FilterOptions, FilterType } from './domain/game-filter-options';
export { isPromoListPath } from './domain/promo-list-paths';
export { isWebplayHomePromo } from './domain/promo-placement';
// The one sanitiser policy for operator markup (promos, widgets, tournament content).
export { sanitiseOperatorHtml } from './domain/operator-html';
export { resolveHomeSections } from './domain/home-sections';
export type { HomeSection, HomeSectionId } from './domain/home-sections';
export { pickNewGames } from './domain/new-games';
export { titleFromSlug } from './domain/list-title';
export { availableSorts } from './domain/list-sorts';
export type { SortKey } from './domain/list-sorts';
export { STORAGE_KEYS, COOKIES, readCookie, cookieAssignment } from './domain/storage-keys';
export { localStorageOrNull, type StorageLike } from './domain/browser-storage';
export { toLang } from './domain/language';
export { weightedIndex } from './domain/weighted-index';
export { sample } from './domain/random-sample';
export { providerDisplayName } from './domain/provider-names';
export {
  readRecentGames,
  recordRecentGame,
  resolveRecentGames,
  mergeRecent,
} from './domain/recent-games';
export { isFavoriteGame, favoriteGames } from './domain/favorites';
export { useFavoriteToggle } from './favorites/use-favorite-toggle';
export { armPostGameCheck, runPostGameCheck } from './games/post-game';

// Translations.
export { getI18n, registerNamespace } from './i18n/parlor-i18n';
export { useTranslation } from './i18n/react-i18n';

// Remotes: the typed contract and the outlet that renders a remote's module.
export { RemoteOutlet } from './remotes/remote-outlet';
export type { RemoteExposes, RemoteModuleRef, GamesListKind } from './remotes/remote-contract';

// UI kit.
export { useReducedMotion } from './ui/use-reduced-motion';
export { Modal } from './ui/modal';
export { Spinner } from './ui/spinner';
// Operator markup in a shadow root of its own (promotions, tournaments, free spins).
export { OperatorMarkup } from './ui/operator-markup';
