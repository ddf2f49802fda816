// Failed log-ins counted per key (a client address, a user name) in a sliding window: once a key
// has `max` failures in the window, it is refused until the oldest leaves it. In memory, and
// capped, so a flood of keys cannot grow it (the keys seen least recently go first).

export interface FailureLimiterOptions {
  max: number;
  windowMs: number;
  /** keys remembered at most (default 10,000) */
  maxKeys?: number;
  now?: () => number;
}

export interface FailureLimiter {
  /** Seconds until the key may try again; 0: it may now. */
  retryAfter(key: string): number;
  fail(key: string): void;
  clear(key: string): void;
}

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const failures = new Map<string, number[]>();

  const recent = (key: string, at: number): number[] => {
    const list = (failures.get(key) ?? []).filter((t) => t > at - options.windowMs);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };

  return {
    retryAfter(key) {
      const at = now();
      const list = recent(key, at);
      if (list.length < options.max) return 0;
      const oldest = list[list.length - options.max]!;
      return Math.max(1, Math.ceil((oldest + options.windowMs - at) / 1000));
    },
    fail(key) {
      const at = now();
      const list = recent(key, at);
      failures.delete(key);
      // only the newest `max` matter
      failures.set(key, [...list, at].slice(-options.max));
      for (const old of failures.keys()) {
        if (failures.size <= maxKeys) break;
        failures.delete(old);
      }
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
