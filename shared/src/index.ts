// @parlor/shared: one federation singleton for every app, so a remote's stores, bus, client and
// i18n instance are the shell's. Node-only code (shared/build, test-utils) is not exported here.
export type * from './types/entities';

export {
  decodePayload,
  clearPayloadKeyCache,
  normaliseIterations,
  DEFAULT_ITERATIONS,
} from './codec/decode-payload';
export type { PayloadDecoder, DecodePayloadOptions } from './codec/decode-payload';

export {
  createControllerClient,
  MESSAGES_CACHE_MS,
  MESSAGES_CACHE_KEY,
} from './api/controller-client';
export type {
  ControllerClient,
  ControllerClientOptions,
  FavoriteChange,
  GameLaunchRequest,
  NamedWidgetKind,
} from './api/controller-client';
export { ControllerError, isControllerError } from './api/controller-error';
export { createAuthClient } from './api/auth-client';
export type { AuthClient } from './api/auth-client';
export { fetchBootInfo } from './api/fetch-boot-info';

export { createEventBus } from './bus/event-bus';
export type { EventBus } from './bus/event-bus';
export { parlorBus } from './bus/parlor-events';
export type { ParlorEvents, ParlorEventName } from './bus/parlor-events';

export {
  sessionStore,
  useSessionStore,
  useIsLoggedIn,
  selectIsLoggedIn,
  selectIsFavorite,
} from './stores/session-store';
export type { SessionState } from './stores/session-store';
export { uiStore, useUiStore, selectTopModal, selectIsModalOpen } from './stores/ui-store';
export type { UiState, ModalEntry, NotificationEntry } from './stores/ui-store';

export {
  CATALOGUE_DB_NAME,
  countGames,
  countGamesByProvider,
  getAllGames,
  getCatalogueDb,
  getCategories,
  getCategoryByShortname,
  getFeatures,
  getGame,
  getGameById,
  getGamesByCategory,
  getGamesByFeature,
  getGamesByProvider,
  getGamesByShortname,
  getGamesBySubGroup,
  getGamesByTheme,
  getNewestGames,
  getProviderByShortname,
  getProviders,
  getThemes,
  refillCatalogue,
} from './db/catalogue-db';

export { safeRedirect } from './routing/safe-redirect';
export {
  localStorageOrNull,
  sessionStorageOrNull,
  type StorageLike,
} from './domain/browser-storage';
export * from './routing/router';
export { formatMoney, MISSING_AMOUNT } from './format/format-money';
export { gameImageUrl } from './assets/game-image-url';

export { isTileVisible, dedupeByShortname, SPORTSBOOK_GAME } from './domain/game-visibility';
export { STORAGE_KEYS, COOKIES, readCookie, cookieAssignment } from './domain/storage-keys';
export { resolveLanguage, toLang } from './domain/language';
export type { LanguageSources } from './domain/language';
export { HOME_LIMITS, pickNewGames, pickPopular, sample, subGroupOrder } from './domain/home-games';
// Lobby rules other apps need too (the game page records recent games, names providers, shows
// favorites). The lobby's list rules (filters, sort, paging, search) are imported by path
// ('@parlor/shared/src/domain/…') so they stay in the lobby's own chunks, off the home route.
export { providerDisplayName } from './domain/provider-names';
export {
  readRecentGames,
  recordRecentGame,
  RECENT_GAMES_LIMIT,
  type RecentEntry,
} from './domain/recent-games';
export { isFavoriteGame, parseFavoriteQuery, storePendingFavorite } from './domain/favorites';
export { sendPendingFavorite } from './favorites/send-pending-favorite';

export {
  getI18n,
  registerNamespace,
  changeLanguage,
  isLang,
  SUPPORTED_LANGS,
  DEFAULT_LANG,
} from './i18n/parlor-i18n';
export { registerSharedNamespace } from './i18n/register-shared-namespace';
export { I18nextProvider, useTranslation } from './i18n/react-i18n';

export {
  registerParlorRemotes,
  loadRemoteComponent,
  hasRemote,
  RemoteUnavailableError,
} from './remotes/remote-registry';
export { RemoteOutlet } from './remotes/remote-outlet';
export { bootRuntime, reloadPlayer } from './runtime/boot-runtime';
export { mountStandalone } from './runtime/mount-standalone';
export { armPostGameCheck, runPostGameCheck } from './games/post-game';
export { getApi, getParlorRuntime, setParlorRuntime } from './runtime/parlor-runtime';

export { Modal, MODAL_CLOSE_MS } from './ui/modal';
export {
  postGameBalanceCheck,
  armBalanceCheck,
  takeBalanceCheck,
  winLoseThreshold,
  BALANCE_CHECK_KEY,
  LOW_BALANCE_THRESHOLD,
} from './domain/post-game-check';
export type { BalanceNotification, BalanceCheckInput } from './domain/post-game-check';
