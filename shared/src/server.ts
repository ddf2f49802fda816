// @parlor/shared/server: the few rules the reference controller shares with the browser code,
// without pulling in React or the stores (it runs in Node).
export { safeRedirect } from './routing/safe-redirect';
export { isLimitKind, LIMIT_KINDS, offeredLimits } from './domain/protection-rules';
export { INLINE_BOOT_ID } from './runtime/inline-boot';
export { firstScreenCall } from './api/first-screen-calls';
export { weightedIndex } from './domain/weighted-index';
export { isCategoryAvailable, visibleGames, tilesOf } from './domain/game-visibility';
export { EAGER_LIST_TILES, gamesForList } from './domain/games-list';
export type { ListKind } from './domain/games-list';
export {
  FILTER_TYPES,
  filterOptions,
  showFilterDropdown,
  showListFilterBar,
} from './domain/game-filter-options';
export { isPromoListPath } from './domain/promo-list-paths';
export { isWebplayHomePromo } from './domain/promo-placement';
export { gameImageUrl } from './assets/game-image-url';
export { formatMoney } from './format/format-money';
export { resolveLanguage, SUPPORTED_LANGS } from './domain/language';
export { iconMarkup } from './ui/icon-shapes';
export { resolveHomeSections } from './domain/home-sections';
export { pickNewGames } from './domain/new-games';
export { titleFromSlug } from './domain/list-title';
export { availableSorts } from './domain/list-sorts';
export { providerDisplayName } from './domain/provider-names';
export {
  SERVER_TIME_ZONE,
  serverTimeInstant,
  serverTimeOffset,
  serverWallClock,
} from './time/server-time';
export type { ServerWallClock } from './time/server-time';
// The controller client's reading of an answer (for the conformance suite, controller:check):
// the body's payload, the envelope decoder, each keyword's answer guard and the boot info rule.
export { answerPayload } from './api/answer-payload';
export { decodeEnvelope, readEnvelope } from './codec/decode-payload';
export type { PayloadEnvelope } from './codec/decode-payload';
export { checkAnswer } from './api/answer-guards';
export { checkBootInfo } from './api/boot-info-check';
