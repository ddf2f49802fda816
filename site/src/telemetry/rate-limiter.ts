// A token bucket per client address, in memory: each address may send `perMinute` requests a
// minute, in bursts of up to `burst`. The addresses it remembers are capped, so a flood of
// addresses cannot grow it: a full bucket is as good as none, so those go first, then the oldest.

export interface RateLimitOptions {
  /** requests refilled per minute, per address */
  perMinute: number;
  /** the most an address may send at once (default perMinute) */
  burst?: number;
  /** addresses remembered at most (default 10,000) */
  maxClients?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export interface RateLimiter {
  /** Takes a token for the address: false when it has none left. */
  take(address: string): boolean;
  size(): number;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const burst = options.burst ?? options.perMinute;
  const maxClients = options.maxClients ?? 10_000;
  const now = options.now ?? Date.now;
  const perMs = options.perMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  const refilled = (bucket: Bucket, at: number) =>
    Math.min(burst, bucket.tokens + (at - bucket.at) * perMs);

  const makeRoom = (at: number) => {
    for (const [address, bucket] of buckets) {
      if (refilled(bucket, at) >= burst) buckets.delete(address);
    }
    // still full: forget the addresses seen least recently (a Map keeps insertion order)
    for (const address of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(address);
    }
  };

  return {
    take(address) {
      const at = now();
      const known = buckets.get(address);
      const tokens = known ? refilled(known, at) : burst;
      if (!known && buckets.size >= maxClients) makeRoom(at);
      // re-inserted, so the Map's order is that of the last request
      buckets.delete(address);
      if (tokens < 1) {
        buckets.set(address, { tokens, at });
        return false;
      }
      buckets.set(address, { tokens: tokens - 1, at });
      return true;
    },
    size: () => buckets.size,
  };
}
