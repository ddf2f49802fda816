import { sessionStore } from '@parlor/shared';
import { bootRuntime, prepareMoneyFormat } from '@parlor/shared/host';
import { applyLanguage, initialLanguage } from '../prefs/language';
import { warmFirstScreen } from '../routes/warm-first-screen';

declare const __webpack_public_path__: string;

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
  warmFirstScreen(
    location.pathname,
    typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
  );
  const language = whenConfig().then(() => {
    const lang = initialLanguage();
    // The first screen's amounts (jackpots, the balance) need the number formatting: set up next,
    // in a task of its own, while the first screen's scripts and catalogue are on the network, not
    // in the render of the first tiles. (An idle callback came too late on a busy phone: there was
    // no idle moment.)
    const currency = sessionStore.getState().config?.currency;
    if (currency) setTimeout(() => prepareMoneyFormat(currency, lang), 0);
    return applyLanguage(lang);
  });
  return Promise.all([booting, language]).then(() => undefined);
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
  return startBoot();
}
