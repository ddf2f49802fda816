// Each site process keeps the store's state in memory and answers every page from it: the store is
// asked only whether anything changed (every PARLOR_STATE_POLL_MS; a local SQLite file at every
// read, as it answers at once), and read again when it did. When the store does not answer, pages
// go on with the last state read; switches wait for it. The preview links ended before their time
// are state too: a page refuses them from the next read on.
import type { Canaries } from '../releases/canary-store';
import type { RemotesManifest } from '../releases/remotes-manifest';
import type { SiteStateSnapshot, SiteStore } from './site-store';

export interface StateCache {
  manifest(): RemotesManifest;
  canaries(): Canaries;
  /** the keys (previewKey) of preview links ended before their time */
  endedPreviews(): ReadonlySet<string>;
  /** false while the last poll failed */
  healthy(): boolean;
  /** reads the store now (after a change this process made, say) */
  refresh(): Promise<void>;
  stop(): void;
}

export interface StateCacheOptions {
  pollMs: number;
  /** the store stopped answering (once per outage) or answers again (error null) */
  onHealth?(error: unknown): void;
  /** the clock an ended preview's expiry is read on (tests) */
  now?(): Date;
}

interface Held {
  marker: string;
  manifest: RemotesManifest;
  canaries: Canaries;
  endedPreviews: ReadonlySet<string>;
}

function heldOf(marker: string, snapshot: SiteStateSnapshot, ended: readonly string[]): Held {
  const manifest: RemotesManifest = {};
  const canaries: Canaries = {};
  for (const [casino, state] of Object.entries(snapshot.casinos)) {
    if (Object.keys(state.remotes).length) manifest[casino] = { ...state.remotes };
    if (Object.keys(state.canaries).length) canaries[casino] = { ...state.canaries };
  }
  return { marker, manifest, canaries, endedPreviews: new Set(ended) };
}

/** Reads the state once (a store that does not answer at start is a start-up error). */
export async function startStateCache(
  store: SiteStore,
  options: StateCacheOptions,
): Promise<StateCache> {
  const now = options.now ?? (() => new Date());
  const read = async (): Promise<Held> => {
    const marker = await store.changeMarker();
    return heldOf(marker, await store.snapshot(), await store.endedPreviews(now()));
  };
  let held = await read();
  let healthy = true;
  let polling: Promise<void> | null = null;
  const poll = (): Promise<void> =>
    (polling ??= (async () => {
      try {
        const marker = await store.changeMarker();
        if (marker !== held.marker) held = await read();
        if (!healthy) options.onHealth?.(null);
        healthy = true;
      } catch (error) {
        if (healthy) options.onHealth?.(error);
        healthy = false;
      } finally {
        polling = null;
      }
    })());
  const timer = setInterval(() => void poll(), options.pollMs);
  timer.unref();
  // a local store is asked at every read: a change made by another process shows at once
  const current = (): Held => {
    if (!store.sync) return held;
    try {
      const marker = store.sync.changeMarker();
      if (marker !== held.marker)
        held = heldOf(marker, store.sync.snapshot(), store.sync.endedPreviews(now()));
    } catch {
      // the poll reports it; the last state read is kept
    }
    return held;
  };
  return {
    manifest: () => current().manifest,
    canaries: () => current().canaries,
    endedPreviews: () => current().endedPreviews,
    healthy: () => healthy,
    refresh: poll,
    stop: () => clearInterval(timer),
  };
}
