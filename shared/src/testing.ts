// @parlor/shared/testing: helpers for the unit tests of every app (never imported by product code).
export { makeConfig, makeGame, makePlayer, installFakeApi } from './test-utils/fixtures';
export { MGA_PROFILE, UK_PROFILE } from './test-utils/protection-profiles';
export { refillCatalogue } from './db/catalogue-db';
export { registerSharedNamespace } from './i18n/register-shared-namespace';
export { setParlorRuntime } from './runtime/parlor-runtime';
export { markFirstScreen, resetFirstScreen } from './runtime/first-screen';
// the remotes an outlet under test may load (with the federation runtime mocked by the test)
export { registerParlorRemotes } from './remotes/remote-registry';
export { resetNavigationHolds } from './remotes/held-navigation';
export { clearPrefetchedCalls } from './api/prefetched-calls';
// the router and the UI store as a test sets them up (the shell's own entry has them too)
export { MemoryRouter, Route, Routes } from './routing/router';
export { uiStore } from './stores/ui-store';
