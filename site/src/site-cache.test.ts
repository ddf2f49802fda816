// The cache's rules with a clock the test moves and loaders it controls.
import { ControllerReadError, type Fresh, type NotModified } from './controller-reader';
import { SiteCache, SiteReadError, type CacheEntry } from './site-cache';

const RULES = { ttlMs: 30_000, maxStaleMs: 600_000 };

function setup(waitMs = 1000) {
  let now = 1_000_000;
  const errors: string[] = [];
  const cache = new SiteCache({
    now: () => now,
    waitMs,
    onError: (key, error) => errors.push(`${key} ${error.code}`),
  });
  return {
    cache,
    errors,
    advance: (ms: number) => {
      now += ms;
    },
    at: () => now,
  };
}

/** A loader the test answers by hand, one call at a time. */
function manualLoader<T>() {
  const calls: Array<{
    held: CacheEntry<T> | undefined;
    resolve: (answer: Fresh<T> | NotModified) => void;
    reject: (error: unknown) => void;
  }> = [];
  const load = (held: CacheEntry<T> | undefined) =>
    new Promise<Fresh<T> | NotModified>((resolve, reject) => calls.push({ held, resolve, reject }));
  return { load, calls };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SiteCache', () => {
  it('loads once, then serves a fresh entry without asking', async () => {
    const { cache, advance } = setup();
    let n = 0;
    const load = async () => ({ value: ++n });
    expect(await cache.get('k', RULES, load)).toBe(1);
    advance(29_999);
    expect(await cache.get('k', RULES, load)).toBe(1);
    expect(n).toBe(1);
  });

  it('shares one load between callers that find nothing', async () => {
    const { cache } = setup();
    const { load, calls } = manualLoader<string>();
    const a = cache.get('k', RULES, load);
    const b = cache.get('k', RULES, load);
    await tick();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ value: 'v' });
    await expect(Promise.all([a, b])).resolves.toEqual(['v', 'v']);
  });

  it('serves a stale entry at once while one refresh runs', async () => {
    const { cache, advance, at } = setup();
    const { load, calls } = manualLoader<string>();
    const first = cache.get('k', RULES, load);
    await tick();
    calls[0]!.resolve({ value: 'old', etag: '"1"' });
    await first;
    advance(31_000);
    // three readers while the refresh hangs: each gets the old value, one refresh is asked
    await expect(cache.get('k', RULES, load)).resolves.toBe('old');
    await expect(cache.get('k', RULES, load)).resolves.toBe('old');
    await expect(cache.get('k', RULES, load)).resolves.toBe('old');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.held?.etag).toBe('"1"');
    calls[1]!.resolve({ value: 'new', etag: '"2"' });
    await cache.settled('k');
    expect(cache.peek('k')).toEqual({ value: 'new', etag: '"2"', fetchedAt: at() });
    await expect(cache.get('k', RULES, load)).resolves.toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('keeps the value on a 304 and starts its TTL again', async () => {
    const { cache, advance, at } = setup();
    const value = { games: [] };
    const answers: Array<Fresh<typeof value> | NotModified> = [
      { value, etag: '"a"', lastModified: 'Thu, 26 Nov 2026 10:00:00 GMT' },
      { notModified: true },
    ];
    const load = jest.fn(async () => answers.shift()!);
    await cache.get('k', RULES, load);
    advance(40_000);
    await cache.get('k', RULES, load);
    await cache.settled('k');
    expect(load).toHaveBeenCalledTimes(2);
    const entry = cache.peek<typeof value>('k')!;
    expect(entry.value).toBe(value);
    expect(entry).toMatchObject({ etag: '"a"', lastModified: 'Thu, 26 Nov 2026 10:00:00 GMT' });
    expect(entry.fetchedAt).toBe(at());
    advance(29_000);
    await cache.get('k', RULES, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good value when a refresh fails, up to the max stale age', async () => {
    const { cache, advance, errors } = setup();
    const answers: Array<() => Promise<Fresh<string>>> = [
      async () => ({ value: 'good' }),
      async () => {
        throw new ControllerReadError('boot: controller unreachable', 'unreachable');
      },
      async () => {
        throw new ControllerReadError('getgames: games is not a list', 'invalid_answer');
      },
      async () => {
        throw new ControllerReadError('boot: controller unreachable', 'unreachable');
      },
    ];
    const load = () => answers.shift()!();
    await cache.get('k', RULES, load);
    const before = cache.peek('k');
    advance(60_000);
    await expect(cache.get('k', RULES, load)).resolves.toBe('good');
    await cache.settled('k');
    await expect(cache.get('k', RULES, load)).resolves.toBe('good');
    await cache.settled('k');
    expect(cache.peek('k')).toBe(before);
    expect(errors).toEqual(['k unreachable', 'k invalid_answer']);
    // past the max stale age the value is no longer served: the caller gets the error
    advance(600_000);
    const late = cache.get('k', RULES, load);
    await expect(late).rejects.toBeInstanceOf(SiteReadError);
    await expect(late).rejects.toMatchObject({ code: 'unreachable' });
  });

  it('gives a clear error when there is nothing to serve, and loads again on the next read', async () => {
    const { cache } = setup();
    const load = jest
      .fn<Promise<Fresh<string>>, []>()
      .mockRejectedValueOnce(new ControllerReadError('boot: controller unreachable', 'unreachable'))
      .mockResolvedValueOnce({ value: 'back' });
    const read = cache.get('k', RULES, load);
    await expect(read).rejects.toThrow('k: boot: controller unreachable');
    await expect(read).rejects.toMatchObject({ name: 'SiteReadError', code: 'unreachable' });
    expect(cache.peek('k')).toBeUndefined();
    await expect(cache.get('k', RULES, load)).resolves.toBe('back');
  });

  it('holds a caller no longer than its wait when the load hangs; the load may still fill it', async () => {
    const { cache } = setup(50);
    const { load, calls } = manualLoader<string>();
    const started = Date.now();
    await expect(cache.get('k', RULES, load)).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
    calls[0]!.resolve({ value: 'late' });
    await cache.settled('k');
    await expect(cache.get('k', RULES, load)).resolves.toBe('late');
  });

  it('turns an unexpected loader failure into an error, never a crash', async () => {
    const { cache } = setup();
    const read = cache.get('k', RULES, () => Promise.reject(new TypeError('boom')));
    await expect(read).rejects.toMatchObject({ name: 'SiteReadError', code: 'invalid_answer' });
  });

  it('keeps at most maxEntries, dropping the least recently written', async () => {
    const cache = new SiteCache({ waitMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, RULES, async () => ({ value: key }));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')?.value).toBe('b');
    expect(cache.peek('c')?.value).toBe('c');
  });
});
