// @parlor/shared/host: the shell's boot. Only the shell imports this entry (ESLint); it shares the
// shell's module instances with '@parlor/shared', which the shell provides to every remote.
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
export { markFirstScreen } from './runtime/first-screen';
export { prepareMoneyFormat } from './format/format-money';
export { setParlorRuntime } from './runtime/parlor-runtime';
export { hasRemote, loadRemoteComponent, registerParlorRemotes } from './remotes/remote-registry';
export { REMOTE_UNAVAILABLE } from './remotes/unavailable-marker';
export { prefetchRemoteModule } from './remotes/remote-outlet';
export { CATALOGUE_DB_NAME, getCatalogueDb, refillCatalogue } from './db/catalogue-db';
export { COOKIES, readCookie, cookieAssignment } from './domain/storage-keys';
export { resolveLanguage } from './domain/language';
export type { LanguageSources } from './domain/language';
export { parseFavoriteQuery, storePendingFavorite } from './domain/favorites';
export { sendPendingFavorite } from './favorites/send-pending-favorite';
export { changeLanguage } from './i18n/parlor-i18n';
export { registerSharedNamespace } from './i18n/register-shared-namespace';
export { I18nextProvider } from './i18n/react-i18n';
export { ICON_FALLBACK, ICON_SHAPES } from './ui/icon-shapes';
