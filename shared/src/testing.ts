// @parlor/shared/testing: helpers for the unit tests of every app (never imported by product code).
export { makeConfig, makeGame, makePlayer, installFakeApi } from './test-utils/fixtures';
export { refillCatalogue } from './db/catalogue-db';
export { registerSharedNamespace } from './i18n/register-shared-namespace';
export { setParlorRuntime } from './runtime/parlor-runtime';
export { markFirstScreen, resetFirstScreen } from './runtime/first-screen';
