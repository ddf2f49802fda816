import { sessionStore } from '@parlor/shared';
import {
  afterFirstScreen,
  bootRuntime,
  prepareMoneyFormat,
  readInlineBoot,
  whenTranslationsReady,
} from '@parlor/shared/host';
import { applyLanguage, initialLanguage } from '../prefs/language';
import { warmFirstScreen, warmFirstScreenData } from '../routes/warm-first-screen';

declare const __webpack_public_path__: string;

const publicPath = () =>
  typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';

/** Resolves once the session has a casino config (the page's inline one comes at once). */
function whenConfig(): Promise<void> {
  return new Promise((resolve) => {
    if (sessionStore.getState().config) return resolve();
    const stop = sessionStore.subscribe((s) => {
      if (!s.config) return;
      stop();
      resolve();
    });
  });
}

function run(): Promise<void> {
  // The language needs the config; its translations load while boot is still under way
  // (with the page's inline config) and before the first page shows.
  const booting = bootRuntime();
  // With the page's boot data the remotes are registered by now: the page's module can load.
  const firstModule = warmFirstScreen(location.pathname, publicPath()).catch(() => undefined);
  const rendered = readInlineBoot()?.render?.lang;
  const language = whenConfig().then(() => {
    // a page the server rendered hydrates in its language; the visitor's own choice, where it
    // differs (one stored in this browser only), comes after the first screen
    const own = initialLanguage();
    const lang = rendered ?? own;
    if (own !== lang) afterFirstScreen(() => void applyLanguage(own));
    // The first screen's amounts (jackpots, the balance) need the number formatting: set up next,
    // in a task of its own, while the first screen's scripts and catalogue are on the network, not
    // in the render of the first tiles. (An idle callback came too late on a busy phone: there was
    // no idle moment.)
    const currency = sessionStore.getState().config?.currency;
    if (currency) setTimeout(() => prepareMoneyFormat(currency, lang), 0);
    return applyLanguage(lang);
  });
  firstLanguage = language.catch(() => undefined);
  const booted = Promise.all([booting, language]).then(() => {
    settled = true;
    // the player is known now (an answer asked for a guest is not a player's)
    warmFirstScreenData(location.pathname, publicPath());
    bootedOnce();
  });
  // the page's module and what its first render reads (the catalogue is in by now), in its language
  void Promise.all([booted, firstModule])
    .then(([, prime]) => prime?.())
    .then(() => whenTranslationsReady())
    .catch(() => undefined);
  return booted;
}

/** Whether the boot under way has succeeded: the root then starts with the site, not a loader. */
let settled = false;
let firstLanguage: Promise<void> = Promise.resolve();

/**
 * Resolves once the page's first language is applied, its strings in (or it failed: English):
 * hydration renders in it.
 */
export function whenLanguageApplied(): Promise<void> {
  startBoot().catch(() => undefined);
  return firstLanguage;
}
let bootedOnce: () => void = () => {};
const everBooted = new Promise<void>((resolve) => {
  bootedOnce = resolve;
});

/** Resolves once a boot has succeeded (the first, or one after Retry); never rejects. */
export function whenBooted(): Promise<void> {
  return everBooted;
}
export function isBooted(): boolean {
  return settled;
}

let started: Promise<void> | null = null;

/**
 * Boot (config, catalogue, language) and the first screen's remote module, started once. The
 * shell's entry calls it as soon as the shared modules are in, beside the import of the app's own
 * code, so none of it waits for that code to run or for React's first frame; the root calls it
 * again and gets the same boot.
 */
export function startBoot(): Promise<void> {
  started ??= run();
  return started;
}

/** A new boot after one that failed (the start screen's Retry). */
export function restartBoot(): Promise<void> {
  started = null;
  settled = false;
  return startBoot();
}
