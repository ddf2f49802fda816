import {
  createControllerClient,
  fetchBootInfo,
  type ControllerClient,
} from '../api/controller-client';
import { refillCatalogue } from '../db/catalogue-db';
import { registerParlorRemotes } from '../remotes/remote-registry';
import { sessionStore } from '../stores/session-store';
import { setParlorRuntime } from './parlor-runtime';
import { localStorageOrNull } from '../domain/browser-storage';
import { STORAGE_KEYS } from '../domain/storage-keys';

/** Spec section 3: the last game-data load time and the total jackpot, in local storage. */
function rememberGameData(loadedAt: number, totalJackpot: number | undefined): void {
  const storage = localStorageOrNull();
  try {
    storage?.setItem(STORAGE_KEYS.gameDataLoadedAt, String(loadedAt));
    if (typeof totalJackpot === 'number') {
      storage?.setItem(STORAGE_KEYS.totalJackpot, String(totalJackpot));
    }
  } catch {
    // storage full or blocked: nothing depends on these values
  }
}

/**
 * Everything the site needs before the first route renders: boot info (controller path,
 * passphrase, remotes manifest), the casino config with the player, and the game catalogue in
 * the local database. Remotes are only registered here; each loads when a route needs it.
 * The shell calls it once; a remote started on its own (dev mode) calls it too.
 */
export async function bootRuntime(): Promise<void> {
  const boot = await fetchBootInfo();
  const api = createControllerClient({
    controllerPath: boot.controller_path,
    passphrase: boot.passphrase,
  });
  setParlorRuntime({ boot, api });
  registerParlorRemotes(boot.remotes);

  const [configResponse, games] = await Promise.all([api.getConfig(), api.getGames()]);
  if (!configResponse?.config) throw new Error('casino config unavailable');
  const session = sessionStore.getState();
  session.setConfig(configResponse.config);
  session.setPlayer(configResponse.player);
  await refillCatalogue(games);
  const loadedAt = Date.now();
  session.setCatalogueLoadedAt(loadedAt);
  rememberGameData(loadedAt, games?.total_jackpot);
}

/** Re-reads config and player (after login or logout) without reloading the page. */
export async function reloadPlayer(api: ControllerClient): Promise<void> {
  const configResponse = await api.getConfig();
  if (!configResponse?.config) return;
  const session = sessionStore.getState();
  session.setConfig(configResponse.config);
  session.setPlayer(configResponse.player);
}
