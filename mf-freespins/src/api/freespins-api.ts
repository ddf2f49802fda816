import {
  createControllerClient,
  getParlorRuntime,
  sessionStore,
  type ControllerClient,
  type FreeSpinsData,
} from '@parlor/shared';

/** No free spins call waits longer than this (then it shows the error state with Retry). */
export const CALL_TIMEOUT_MS = 10_000;

const timedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });

let client: ControllerClient | null = null;

/**
 * The controller client of the free spins calls: the loyalty and coupon calls go to the
 * controllers the casino config names (the shell's client only knows the main one).
 */
export function freeSpinsApi(): ControllerClient {
  if (client) return client;
  const { boot } = getParlorRuntime();
  const config = sessionStore.getState().config;
  client = createControllerClient({
    controllerPath: boot.controller_path,
    loyaltyPath: config?.loyalty_controller_path || undefined,
    couponPath: config?.coupon_controller_path || undefined,
    passphrase: boot.passphrase,
    fetch: timedFetch,
    storage: null,
  });
  return client;
}

/** Tests use their own client. */
export function setFreeSpinsApi(next: ControllerClient | null): void {
  client = next;
}

// The last free spins data, per player: after a win it is marked spin-unavailable and
// redeemed_today, so a reopened popup shows the countdown without asking the server.
let cached: { pid: number; data: FreeSpinsData } | null = null;

export function cachedFreeSpins(pid: number): FreeSpinsData | null {
  return cached?.pid === pid ? cached.data : null;
}

export function cacheFreeSpins(pid: number, data: FreeSpinsData | null): void {
  cached = data ? { pid, data } : null;
}

export function markSpun(pid: number): void {
  if (cached?.pid !== pid) return;
  cached = {
    pid,
    data: {
      ...cached.data,
      allowed_to_redeem: false,
      spins_remaining: 0,
      reason_not_allowed_to_redeem: 'redeemed_today',
    },
  };
}
