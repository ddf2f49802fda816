// One source of the player's protection state for the session clock and the reality check: calls
// are spaced out (the clock asks on every balance change), a call asked for too soon runs when the
// gap is over instead of being lost, and a rate-limited server is left alone for a minute.
import { isControllerError } from '@parlor/shared';
import type { ProtectionState } from '@parlor/shared/host';
import { snapshotOf, type ProtectionSnapshot } from './session-figures';

/** The fewest milliseconds between two calls that are not forced. */
export const MIN_SYNC_GAP_MS = 5_000;
/** How long a 429 keeps the calls that are not forced away. */
export const RATE_LIMITED_PAUSE_MS = 60_000;

export interface SyncStatus {
  /** the latest usable answer; null until one arrived */
  snapshot: ProtectionSnapshot | null;
  /** the latest call failed */
  failed: boolean;
}

export interface ProtectionSync {
  getStatus(): SyncStatus;
  subscribe(listener: () => void): () => void;
  /**
   * Asks the server. A call on its way is shared; a call that is not forced waits for the gap
   * since the previous one (and for the end of a rate-limit pause).
   */
  sync(options?: { force?: boolean }): Promise<void>;
  /** takes the state another call answered (the reality check's Continue) */
  accept(state: ProtectionState): void;
  /** drops the call waiting for its gap (the page that wanted it is gone) */
  cancel(): void;
}

export interface ProtectionSyncOptions {
  fetchState: () => Promise<ProtectionState>;
  now?: () => number;
  minGapMs?: number;
}

export function createProtectionSync({
  fetchState,
  now = Date.now,
  minGapMs = MIN_SYNC_GAP_MS,
}: ProtectionSyncOptions): ProtectionSync {
  let status: SyncStatus = { snapshot: null, failed: false };
  const listeners = new Set<() => void>();
  let inFlight: Promise<void> | null = null;
  let lastCallAt = -Infinity;
  let pausedUntil = -Infinity;
  let waiting: ReturnType<typeof setTimeout> | null = null;
  // an answer to a call made before an accepted state is older than it: dropped
  let generation = 0;

  const publish = (next: SyncStatus) => {
    status = next;
    listeners.forEach((listener) => listener());
  };

  const call = (): Promise<void> => {
    lastCallAt = now();
    const asked = generation;
    inFlight = fetchState()
      .then(
        (state) => {
          if (asked === generation) publish({ snapshot: snapshotOf(state, now()), failed: false });
        },
        (error: unknown) => {
          if (isControllerError(error) && error.status === 429) {
            pausedUntil = now() + RATE_LIMITED_PAUSE_MS;
          }
          // logged out meanwhile (another tab, a break): no figures to show any more
          const gone = isControllerError(error) && error.status === 401;
          publish({ snapshot: gone ? null : status.snapshot, failed: true });
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync({ force = false } = {}) {
      if (inFlight) return inFlight;
      const readyAt = force ? now() : Math.max(lastCallAt + minGapMs, pausedUntil);
      if (readyAt <= now()) {
        if (waiting) clearTimeout(waiting);
        waiting = null;
        return call();
      }
      // too soon: one call when the gap is over stands for every call asked for meanwhile
      if (!waiting) {
        waiting = setTimeout(() => {
          waiting = null;
          if (!inFlight) void call();
        }, readyAt - now());
      }
      return Promise.resolve();
    },
    accept(state) {
      generation += 1;
      publish({ snapshot: snapshotOf(state, now()), failed: false });
    },
    cancel() {
      if (waiting) clearTimeout(waiting);
      waiting = null;
    },
  };
}
