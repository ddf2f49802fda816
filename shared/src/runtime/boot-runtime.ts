import {
  createControllerClient,
  fetchBootInfo,
  type ControllerClient,
  type ControllerClientOptions,
} from '../api/controller-client';
import type { BootInfo, CasinoConfig } from '../types/entities';
import { REQUEST_TIMEOUTS, withDeadline } from '../api/controller-error';
import { setMemoryCatalogue, type RefillOutcome } from '../db/catalogue-db';
import { syncCatalogueOffMain } from '../db/sync-off-main';
import { globalFetch } from '../api/controller-error';
import { afterFirstScreen } from './first-screen';
import { registerParlorRemotes } from '../remotes/remote-registry';
import { sessionStore } from '../stores/session-store';
import { setParlorRuntime } from './parlor-runtime';
import { readInlineBoot } from './inline-boot';
import { setRenderedPage } from './rendered-page';
import { withPageAnswers } from '../api/page-answers';
import { localStorageOrNull } from '../domain/browser-storage';
import { STORAGE_KEYS } from '../domain/storage-keys';

/** Spec section 3: the last game-data load time and the total jackpot, in local storage. */
function rememberGameData(loadedAt: number, totalJackpot: number | undefined): void {
  const storage = localStorageOrNull();
  try {
    storage?.setItem(STORAGE_KEYS.gameDataLoadedAt, String(loadedAt));
    // an answer without one clears the last: home then sums the jackpots itself
    if (typeof totalJackpot === 'number' && Number.isFinite(totalJackpot)) {
      storage?.setItem(STORAGE_KEYS.totalJackpot, String(totalJackpot));
    } else {
      storage?.removeItem(STORAGE_KEYS.totalJackpot);
    }
  } catch {
    // storage full or blocked: nothing depends on these values
  }
}

/**
 * The controller client's paths: the main controller from the boot info, the loyalty, coupon and
 * web-play controllers from the casino config (the main one stands in for any it leaves out).
 */
function clientOptions(
  boot: BootInfo,
  config: CasinoConfig | null,
  fetchImpl: typeof fetch | undefined,
): ControllerClientOptions {
  const options: ControllerClientOptions = {
    controllerPath: boot.controller_path,
    passphrase: boot.passphrase,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
  const path = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const loyalty = path(config?.loyalty_controller_path);
  const coupon = path(config?.coupon_controller_path);
  const webplay = path(config?.webplay_controller_path);
  if (loyalty) options.loyaltyPath = loyalty;
  if (coupon) options.couponPath = coupon;
  if (webplay) options.webplayPath = webplay;
  return options;
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

let synced: Promise<RefillOutcome | null> = Promise.resolve(null);

/** The local database's catalogue write started by the last boot (tests, diagnostics). */
export function catalogueSynced(): Promise<RefillOutcome | null> {
  return synced;
}

declare const __webpack_public_path__: string | undefined;

/**
 * A path of the site's own, under the base path the page's scripts were loaded from (the shell's
 * entry sets it from its own address): a page served at /casino/ asks /casino/api/boot.
 */
export function siteAddress(path: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  try {
    return new URL(path, new URL(base || '/', location.href)).pathname;
  } catch {
    return `/${path}`;
  }
}

/**
 * Everything the site needs before the first route renders: boot info (controller path,
 * passphrase, remotes manifest), the casino config with the player, and the game catalogue.
 * Boot info and config come inline with the shell's page when the server wrote them there (no
 * round trip; the controller's calls already started with the page), else from /api/boot. The
 * catalogue is kept in memory for the first screen; the local database is brought up to date
 * afterwards, off the first paint (docs/performance.md). Remotes are only registered here; each
 * loads when a route needs it. The shell calls it once; a remote started on its own calls it too.
 */
export async function bootRuntime(): Promise<void> {
  const inline = readInlineBoot();
  const boot = inline ? inline.boot : await fetchBootInfo({ url: siteAddress('api/boot') });
  // A page the server rendered: its moment and seed, and the answers it rendered from, which the
  // first identical requests are answered with (docs/server-rendering.md).
  const render = inline?.render ?? null;
  if (render) setRenderedPage(render);
  // the catalogue's text is kept for the worker that writes the local database (it parses it)
  let catalogueText: Promise<string | null> = Promise.resolve(null);
  const answered = render ? withPageAnswers(render.answers) : globalFetch;
  const fetchImpl: typeof fetch = async (input, init) => {
    const response = await answered(input, init);
    if (typeof input === 'string' && input.endsWith('?getgames') && response.ok && response.clone) {
      catalogueText = response
        .clone()
        .text()
        .catch(() => null);
    }
    return response;
  };
  const api = createControllerClient(clientOptions(boot, inline?.config ?? null, fetchImpl));
  setParlorRuntime({ boot, api });
  registerParlorRemotes(boot.remotes);
  const session = sessionStore.getState();
  // The page's config lets the language load while the calls below are under way; the
  // controller's answer replaces it, and only that answer says who the player is.
  if (inline?.config && !session.config) session.setConfig(inline.config);

  // the boot calls share one deadline: a silent server shows the "could not start" screen
  const [configResponse, games] = await withDeadline(
    Promise.all([api.getConfig(), api.getGames()]),
    REQUEST_TIMEOUTS.bootMs,
    'boot',
  );
  if (!configResponse?.config) throw new Error('casino config unavailable');
  // from here the loyalty, coupon and web-play calls go to the controllers the config names
  setParlorRuntime({
    boot,
    api: createControllerClient(clientOptions(boot, configResponse.config, fetchImpl)),
  });
  // The page's config again (the same values): the object the page rendered with stays, so that
  // nothing already on screen renders again, and a part still to be hydrated does not see an
  // update (React would then render it afresh, dropping the server's markup).
  if (!sameValue(session.config, configResponse.config)) session.setConfig(configResponse.config);
  if (configResponse.player || session.player) session.setPlayer(configResponse.player);
  const usable = games && Array.isArray(games.games) ? games : null;
  // Without an answer the pages read the local database: the last catalogue this browser had.
  setMemoryCatalogue(usable);
  const loadedAt = Date.now();
  session.setCatalogueLoadedAt(loadedAt);
  rememberGameData(loadedAt, games?.total_jackpot);
  synced = usable
    ? new Promise<void>((resolve) => {
        afterFirstScreen(resolve);
      })
        .then(() => catalogueText)
        .then((text) => syncCatalogueOffMain(usable, text))
        .then(markSynced)
    : Promise.resolve(null);
}

/**
 * A User Timing mark when the local database is up to date: the performance panel shows where the
 * refill ended, and the bench times search only after it.
 */
function markSynced(outcome: RefillOutcome): RefillOutcome {
  try {
    performance.mark('parlor:catalogue-synced', { detail: outcome });
  } catch {
    // no User Timing here: nothing reads the mark
  }
  return outcome;
}

/** Re-reads config and player (after login or logout) without reloading the page. */
export async function reloadPlayer(api: ControllerClient): Promise<void> {
  const configResponse = await api.getConfig();
  if (!configResponse?.config) return;
  const session = sessionStore.getState();
  session.setConfig(configResponse.config);
  session.setPlayer(configResponse.player);
}
