// A cache of what the site reads from the controller, one entry per key (a casino's boot info,
// config, catalogue, promos). An entry keeps its value, the validators it came with (ETag,
// Last-Modified) and when it was fetched. The rules (docs/controller.md, "The site's reads of the
// controller"):
//
// - fresh (younger than its TTL): served, nothing is asked;
// - stale (older than the TTL, younger than the max stale age): served at once, and one refresh
//   runs in the background (never two at once for the same key);
// - no entry, or one older than the max stale age: the caller waits for a refresh, at most
//   `waitMs`; when it fails the caller gets a SiteReadError, and an entry too old is not served;
// - a refresh that fails (controller down, too slow, answer refused) leaves the entry as it was;
//   a conditional refresh answered 304 keeps the value and restarts its TTL.
import { ControllerReadError, type Fresh, type NotModified } from './controller-reader';

export interface CacheEntry<T> {
  value: T;
  etag?: string;
  lastModified?: string;
  /** the clock's time when the value was fetched or last confirmed (304) */
  fetchedAt: number;
}

export interface Freshness {
  /** how long an entry is served without asking */
  ttlMs: number;
  /** how long past its fetch an entry may still be served while the controller fails */
  maxStaleMs: number;
}

/** Loads a key's value; given the entry held, if any (its ETag for a conditional request). */
export type Loader<T> = (held: CacheEntry<T> | undefined) => Promise<Fresh<T> | NotModified>;

export interface SiteCacheOptions {
  /** the clock (ms); Date.now unless given */
  now?: () => number;
  /** the longest a caller waits for a load when there is nothing to serve */
  waitMs: number;
  /** entries kept at most; the least recently written goes first (default 500) */
  maxEntries?: number;
  /** told of every failed load (a background refresh has no caller to tell) */
  onError?: (key: string, error: ControllerReadError) => void;
}

/** A read with nothing to serve: no value yet, or only one older than the max stale age. */
export class SiteReadError extends Error {
  constructor(
    readonly key: string,
    override readonly cause: ControllerReadError,
  ) {
    super(`${key}: ${cause.message}`);
    this.name = 'SiteReadError';
  }

  get code(): ControllerReadError['code'] {
    return this.cause.code;
  }
}

export class SiteCache {
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly now: () => number;
  private readonly waitMs: number;
  private readonly maxEntries: number;
  private readonly onError: (key: string, error: ControllerReadError) => void;

  constructor(options: SiteCacheOptions) {
    this.now = options.now ?? Date.now;
    this.waitMs = options.waitMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.onError = options.onError ?? (() => {});
  }

  /** The key's value by the rules above; rejects only with a SiteReadError. */
  async get<T>(key: string, rules: Freshness, load: Loader<T>): Promise<T> {
    const entry = this.entries.get(key) as CacheEntry<T> | undefined;
    const age = entry ? this.now() - entry.fetchedAt : Infinity;
    if (entry && age < rules.ttlMs) return entry.value;
    if (entry && age < rules.maxStaleMs) {
      void this.refresh(key, load).catch(() => {}); // told to onError
      return entry.value;
    }
    await this.waitFor(key, this.refresh(key, load));
    const loaded = this.entries.get(key) as CacheEntry<T> | undefined;
    if (!loaded) {
      throw new SiteReadError(key, new ControllerReadError('nothing loaded', 'invalid_answer'));
    }
    return loaded.value;
  }

  /** The entry held for a key, as it is (tests, diagnostics). */
  peek<T>(key: string): CacheEntry<T> | undefined {
    return this.entries.get(key) as CacheEntry<T> | undefined;
  }

  /** The refresh running for a key, if any: settles when it has (tests). */
  settled(key: string): Promise<void> {
    return (this.loading.get(key) ?? Promise.resolve()).catch(() => {});
  }

  /** Forgets every entry (a refresh under way still writes its result). */
  clear(): void {
    this.entries.clear();
  }

  /** One load per key at a time: a second caller shares the one under way. */
  private refresh<T>(key: string, load: Loader<T>): Promise<void> {
    const running = this.loading.get(key);
    if (running) return running;
    const held = this.entries.get(key) as CacheEntry<T> | undefined;
    const run = (async () => {
      try {
        const answer = await load(held);
        this.store(key, held, answer);
      } catch (error) {
        // a load that needs another key first (the boot info) may fail with that key's error
        const cause =
          error instanceof ControllerReadError
            ? error
            : error instanceof SiteReadError
              ? error.cause
              : new ControllerReadError(messageOf(error), 'invalid_answer');
        this.onError(key, cause);
        throw new SiteReadError(key, cause);
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, run);
    return run;
  }

  private store<T>(key: string, held: CacheEntry<T> | undefined, answer: Fresh<T> | NotModified) {
    const fetchedAt = this.now();
    let entry: CacheEntry<T>;
    if ('notModified' in answer) {
      const current = (this.entries.get(key) as CacheEntry<T> | undefined) ?? held;
      if (!current) throw new ControllerReadError('304 with no copy held', 'invalid_answer');
      entry = { ...current, fetchedAt };
    } else {
      entry = {
        value: answer.value,
        ...(answer.etag !== undefined ? { etag: answer.etag } : {}),
        ...(answer.lastModified !== undefined ? { lastModified: answer.lastModified } : {}),
        fetchedAt,
      };
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Waits for a load at most `waitMs`: a hanging controller never holds the caller longer. */
  private async waitFor(key: string, load: Promise<void>): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new SiteReadError(
              key,
              new ControllerReadError(`no answer within ${this.waitMs} ms`, 'timeout'),
            ),
          ),
        this.waitMs,
      );
    });
    try {
      await Promise.race([load, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
