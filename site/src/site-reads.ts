// What the site's pages read of a casino, through the per-casino cache: the boot info, the config,
// the catalogue (revalidated by ETag), the home page's promos and a first screen's calls, each by the
// rules of site-cache.ts with the defaults below (docs/controller.md, "The site's reads of the
// controller").
import type {
  CasinoConfig,
  ConfigResponse,
  GamesPayload,
  Lang,
  PromosResponse,
} from '@parlor/shared/types';
import type { ControllerFetch } from './controller-http';
import {
  createControllerReader,
  DEFAULT_TIMEOUT_MS,
  type BootAnswer,
  type CasinoAddress,
  type ControllerReader,
  type GuestAnswer,
  type GuestCall,
} from './controller-reader';
import { SiteCache, type Freshness, type SiteCacheOptions } from './site-cache';

export type ReadKind = 'boot' | 'config' | 'games' | 'promos' | 'calls';

/** Served without asking for 30 s; served while the controller fails for up to 10 minutes. */
export const DEFAULT_FRESHNESS: Record<ReadKind, Freshness> = {
  boot: { ttlMs: 30_000, maxStaleMs: 10 * 60_000 },
  config: { ttlMs: 30_000, maxStaleMs: 10 * 60_000 },
  // past its TTL the catalogue is asked again with If-None-Match: a 304 keeps it
  games: { ttlMs: 30_000, maxStaleMs: 10 * 60_000 },
  promos: { ttlMs: 30_000, maxStaleMs: 10 * 60_000 },
  // the calls of a first screen's server render: what a guest reads (tournaments, promos;
  // countdowns are worked out from the runs' times, not from when they were read)
  calls: { ttlMs: 30_000, maxStaleMs: 10 * 60_000 },
};

export interface SiteReadsOptions {
  /** the controller's address, e.g. http://127.0.0.1:8080 */
  controllerUrl: string;
  fetch?: ControllerFetch;
  /** the deadline of one request (default 3 s) */
  timeoutMs?: number;
  now?: () => number;
  freshness?: Partial<Record<ReadKind, Freshness>>;
  maxEntries?: number;
  onError?: SiteCacheOptions['onError'];
}

export interface SiteReads {
  readonly cache: SiteCache;
  boot(casino: CasinoAddress): Promise<BootAnswer>;
  /** the casino's config, as a guest sees it */
  config(casino: CasinoAddress): Promise<CasinoConfig>;
  games(casino: CasinoAddress): Promise<GamesPayload>;
  /** the promos the lobby places on home (custom promos), in `lang` */
  homePromos(casino: CasinoAddress, lang: Lang): Promise<PromosResponse>;
  /** a call of a first screen's server render, as a guest's (controller-reader.ts) */
  guestCall(casino: CasinoAddress, call: GuestCall): Promise<GuestAnswer>;
}

/** The cache key of one read of one casino: its host (and scheme, when known) and the kind. */
export function readKey(casino: CasinoAddress, kind: string): string {
  return `${casino.proto ?? ''}//${casino.host.toLowerCase()} ${kind}`;
}

export function createSiteReads(options: SiteReadsOptions): SiteReads {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const reader: ControllerReader = createControllerReader({
    baseUrl: options.controllerUrl,
    timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const rules = { ...DEFAULT_FRESHNESS, ...options.freshness };
  const cache = new SiteCache({
    // a caller waits at most one request's deadline; a load that outlives it still fills the cache
    waitMs: timeoutMs,
    ...(options.now ? { now: options.now } : {}),
    ...(options.maxEntries !== undefined ? { maxEntries: options.maxEntries } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const lower = (casino: CasinoAddress): CasinoAddress => ({
    ...casino,
    host: casino.host.toLowerCase(),
  });

  const boot = (casino: CasinoAddress) =>
    cache.get(readKey(casino, 'boot'), rules.boot, () => reader.boot(lower(casino)));

  return {
    cache,
    boot,
    async config(casino) {
      const answer = await cache.get<ConfigResponse>(
        readKey(casino, 'config'),
        rules.config,
        async () => reader.config(lower(casino), await boot(casino)),
      );
      return answer.config;
    },
    games(casino) {
      return cache.get<GamesPayload>(readKey(casino, 'games'), rules.games, async (held) =>
        reader.games(lower(casino), await boot(casino), held?.etag),
      );
    },
    homePromos(casino, lang) {
      return cache.get<PromosResponse>(readKey(casino, `promos ${lang}`), rules.promos, async () =>
        reader.homePromos(lower(casino), await boot(casino), lang),
      );
    },
    guestCall(casino, call) {
      return cache.get<GuestAnswer>(
        readKey(casino, `call ${call.method} ${call.url} ${call.body}`),
        rules.calls,
        async () => reader.guestCall(lower(casino), await boot(casino), call),
      );
    },
  };
}
