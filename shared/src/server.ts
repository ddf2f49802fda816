// @parlor/shared/server: the few rules the reference controller shares with the browser code,
// without pulling in React or the stores (it runs in Node).
export { safeRedirect } from './routing/safe-redirect';
export { INLINE_BOOT_ID } from './runtime/inline-boot';
export { weightedIndex } from './domain/weighted-index';
