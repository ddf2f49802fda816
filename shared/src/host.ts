// @parlor/shared/host: the shell's boot and what only the shell uses (its router, the UI store it
// drives, its translations' start-up). Only the shell imports this entry (ESLint); it shares the
// shell's module instances with '@parlor/shared', which the shell provides to every remote, so a
// name here is never a second copy of one there. A name a remote uses belongs in '@parlor/shared'.
export {
  decodePayload,
  clearPayloadKeyCache,
  normaliseIterations,
  DEFAULT_ITERATIONS,
} from './codec/decode-payload';
export type { PayloadDecoder, DecodePayloadOptions } from './codec/decode-payload';
export type { ControllerClientOptions } from './api/controller-client';
export { createAuthClient } from './api/auth-client';
export type { AuthClient } from './api/auth-client';
export { fetchBootInfo } from './api/fetch-boot-info';
export { bootRuntime, reloadPlayer } from './runtime/boot-runtime';
export { afterFirstScreen, markFirstScreen } from './runtime/first-screen';
export { drainTelemetry } from './runtime/telemetry-queue';
export type { LoadFailure, LoadPhase, TelemetryRecord } from './runtime/telemetry-queue';
export type { ErrorReport, LoadEvent, TelemetryEvent, VitalEvent } from './types/telemetry';
export { MISSING_AMOUNT, prepareMoneyFormat } from './format/format-money';
export { setParlorRuntime } from './runtime/parlor-runtime';
export {
  fetchRemoteCode,
  hasRemote,
  loadRemoteComponent,
  registerParlorRemotes,
} from './remotes/remote-registry';
export { useModuleBeforeNavigation } from './remotes/held-navigation';
export { NavigatesAwayOnServer } from './routing/navigate';
export { REMOTE_UNAVAILABLE } from './remotes/unavailable-marker';
export {
  NotRenderedOnServer,
  prefetchRemoteModule,
  ServerModules,
  serverModuleKey,
  setHydrationGate,
  setServerRenderedModules,
} from './remotes/remote-outlet';
export { whenAllPrefetched } from './api/prefetched-calls';
export { renderedAt, setRenderedPage } from './runtime/rendered-page';
export { readInlineBoot } from './runtime/inline-boot';
export type { InlineBoot, InlineRender } from './runtime/inline-boot';
export { answerKey } from './api/page-answers';
export { firstScreenCall } from './api/first-screen-calls';
export { forgetRenderReads } from './runtime/forget-render-reads';
export type { RenderedPage } from './runtime/rendered-page';
export { setAnnouncedOnServer } from './runtime/announced-home-promo';
export type { Announced } from './runtime/announced-home-promo';
export { setMemoryCatalogue } from './db/catalogue-db';
export { CATALOGUE_DB_NAME, getCatalogueDb, refillCatalogue } from './db/catalogue-db';
export { syncCatalogueOffMain } from './db/sync-off-main';
export { COOKIES, readCookie, cookieAssignment } from './domain/storage-keys';
export { resolveLanguage, SUPPORTED_LANGS } from './domain/language';
export type { LanguageSources } from './domain/language';
export { parseFavoriteQuery, storePendingFavorite } from './domain/favorites';
export { sendPendingFavorite } from './favorites/send-pending-favorite';
export { changeLanguage, whenTranslationsReady } from './i18n/parlor-i18n';
export { registerSharedNamespace } from './i18n/register-shared-namespace';
export { I18nextProvider } from './i18n/react-i18n';
export { ICON_FALLBACK, ICON_SHAPES } from './ui/icon-shapes';

// What only the shell uses: its router, the UI store it drives, the menu's and the notifications'
// types and the page a game returns to.
export type {
  BreakPeriod,
  ExclusionPeriod,
  HelpContact,
  HistoryEntry,
  LimitKind,
  LimitState,
  ProtectionProfile,
  ProtectionProfileName,
  ProtectionRefusal,
  ProtectionRefusalCode,
  ProtectionState,
} from './types/protection';
export type {
  BootInfo,
  BootPreview,
  GamesPayload,
  LangCode,
  NavItem,
  NotificationName,
  Referral,
  ThemeName,
} from './types/entities';
export {
  BrowserRouter,
  matchPath,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useParams,
} from './routing/router';
export { isReturnPage, rememberReturnPage } from './routing/return-page';
export { uiStore, selectIsModalOpen, setRenderedUi } from './stores/ui-store';
export type { NotificationEntry } from './stores/ui-store';
