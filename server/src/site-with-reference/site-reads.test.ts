// The site's cached reads against the reference controller over real HTTP, through a TCP relay
// the test can take down (connection refused) or make hang (accepts, never answers), with a clock
// the test moves. Requests are counted by a fetch wrapper.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../testing/test-app';
import { nodeControllerFetch, type ControllerFetch } from '@parlor/site/controller-http';
import type { ControllerReadError } from '@parlor/site/controller-reader';
import { createSiteReads, readKey, type SiteReads } from '@parlor/site/site-reads';

/** A relay in front of the controller: up (passes through), hanging, or down (not listening). */
class Relay {
  mode: 'up' | 'hang' = 'up';
  port = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly target: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
      if (this.mode === 'hang') return;
      const upstream = net.connect(this.target, '127.0.0.1');
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

const FUSION = { host: 'localhost:8080' };
const CLASSIC = { host: 'classic.localhost:8080' };
const TIMEOUT = 800;

let t: TestApp;
let relay: Relay;
let now: number;
let requests: Array<{ keyword: string; status: number | 'failed'; ifNoneMatch?: string }>;
let errors: string[];
/** answers `getgames` with a 200 of this text instead (a malformed answer) */
let corruptGames: string | null;
/** holds every request until it settles */
let gate: Promise<void> | null;

const counting: ControllerFetch = async (request) => {
  const keyword = request.url.includes('?')
    ? request.url.split('?')[1]!.split('&')[0]!
    : new URL(request.url).pathname;
  const entry: (typeof requests)[number] = {
    keyword,
    status: 'failed',
    ...(request.headers['if-none-match'] ? { ifNoneMatch: request.headers['if-none-match'] } : {}),
  };
  requests.push(entry);
  if (gate) await gate;
  const res = await nodeControllerFetch(request);
  entry.status = res.status;
  if (keyword === 'getgames' && corruptGames !== null) {
    return { ...res, status: 200, text: corruptGames };
  }
  return res;
};

function reads(): SiteReads {
  return createSiteReads({
    controllerUrl: relay.url,
    fetch: counting,
    timeoutMs: TIMEOUT,
    now: () => now,
    onError: (key, error: ControllerReadError) => errors.push(`${key}: ${error.code}`),
  });
}

const count = (keyword: string) => requests.filter((r) => r.keyword === keyword).length;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  relay = new Relay((t.app.server.address() as AddressInfo).port);
  // the catalogues' wire forms are built on their first request: not within a test's deadline
  for (const host of [FUSION.host, CLASSIC.host]) {
    await t.app.inject({
      url: '/api/controller?getgames',
      headers: { host, 'accept-encoding': 'br, gzip' },
    });
  }
});

afterAll(async () => {
  await relay.stop();
  await t.close();
});

beforeEach(async () => {
  now = 5_000_000;
  requests = [];
  errors = [];
  corruptGames = null;
  gate = null;
  relay.mode = 'up';
  await relay.stop();
  await relay.start();
});

describe('site reads through the cache', () => {
  it('keeps one entry per casino', async () => {
    const site = reads();
    const fusion = await site.config(FUSION);
    const classic = await site.config(CLASSIC);
    expect(fusion.casino_name).toBe('Parlor Fusion');
    expect(classic.casino_name).toBe('Parlor Classic');
    expect((await site.games(FUSION)).games.length).toBe(
      t.app.parlor.catalogueOf('fusion').games.length,
    );
    expect((await site.games(CLASSIC)).games.length).toBe(
      t.app.parlor.catalogueOf('classic').games.length,
    );
    expect((await site.homePromos(FUSION, 'en')).custom_promos.length).toBeGreaterThan(0);
    // one boot info per casino, shared by the reads that need it
    expect(count('/api/boot')).toBe(2);
    expect(count('getconfig')).toBe(2);
    expect(count('getgames')).toBe(2);
    expect(count('getpromos')).toBe(1);
  });

  it('revalidates the catalogue after its TTL with If-None-Match, and keeps it on 304', async () => {
    const site = reads();
    const first = await site.games(FUSION);
    const key = readKey(FUSION, 'games');
    const etag = site.cache.peek(key)!.etag!;
    expect(etag).toMatch(/^".+"$/);
    now += 10_000;
    await site.games(FUSION);
    expect(count('getgames')).toBe(1);

    now += 25_000;
    expect(await site.games(FUSION)).toBe(first);
    await site.cache.settled(key);
    const conditional = requests.filter((r) => r.keyword === 'getgames');
    expect(conditional).toEqual([
      { keyword: 'getgames', status: 200 },
      { keyword: 'getgames', status: 304, ifNoneMatch: etag },
    ]);
    expect(site.cache.peek(key)).toMatchObject({ value: first, etag, fetchedAt: now });
    expect(await site.games(FUSION)).toBe(first);
    expect(count('getgames')).toBe(2);
  });

  it('serves a stale entry at once while one refresh runs', async () => {
    const site = reads();
    const config = await site.config(FUSION);
    const key = readKey(FUSION, 'config');
    now += 31_000;
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const started = Date.now();
    const served = await Promise.all([
      site.config(FUSION),
      site.config(FUSION),
      site.config(FUSION),
    ]);
    // answered while every request is still held
    expect(Date.now() - started).toBeLessThan(TIMEOUT);
    expect(served).toEqual([config, config, config]);
    // the config is being asked once (its loader took the stale boot info and refreshes it too)
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count('getconfig')).toBe(2);
    expect(count('/api/boot')).toBe(2);
    open();
    await site.cache.settled(key);
    await site.cache.settled(readKey(FUSION, 'boot'));
    expect(count('getconfig')).toBe(2);
    expect(site.cache.peek(key)?.fetchedAt).toBe(now);
    expect(site.cache.peek(readKey(FUSION, 'boot'))?.fetchedAt).toBe(now);
  });

  it('controller down: the last good value, or a clear error when there is none', async () => {
    const site = reads();
    const games = await site.games(FUSION);
    await relay.stop();

    now += 60_000;
    expect(await site.games(FUSION)).toBe(games);
    await site.cache.settled(readKey(FUSION, 'games'));
    expect(errors).toContain(`${readKey(FUSION, 'games')}: unreachable`);
    expect(site.cache.peek(readKey(FUSION, 'games'))?.value).toBe(games);

    await expect(site.games(CLASSIC)).rejects.toMatchObject({
      name: 'SiteReadError',
      code: 'unreachable',
    });
    await expect(site.homePromos(FUSION, 'de')).rejects.toMatchObject({ code: 'unreachable' });

    // past the max stale age the old catalogue is no longer served
    now += 10 * 60_000;
    await expect(site.games(FUSION)).rejects.toMatchObject({ code: 'unreachable' });
  });

  it('controller hanging: the call ends by the timeout, with the last good value when there is one', async () => {
    const site = reads();
    const games = await site.games(FUSION);
    relay.mode = 'hang';

    const noValue = Date.now();
    await expect(site.config(CLASSIC)).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - noValue).toBeLessThan(TIMEOUT + 500);

    now += 60_000;
    const stale = Date.now();
    expect(await site.games(FUSION)).toBe(games);
    // served before the refresh behind it has given up
    expect(errors.filter((e) => e.startsWith(readKey(FUSION, 'games')))).toEqual([]);
    expect(Date.now() - stale).toBeLessThan(TIMEOUT);
    // the refresh behind it gives up by its deadline, and the entry stays
    await site.cache.settled(readKey(FUSION, 'games'));
    expect(Date.now() - stale).toBeLessThan(TIMEOUT * 2 + 500);
    expect(errors).toContain(`${readKey(FUSION, 'games')}: timeout`);
    expect(site.cache.peek(readKey(FUSION, 'games'))?.value).toBe(games);
  });

  it('a malformed answer is an error and leaves the cache untouched', async () => {
    const site = reads();
    corruptGames = '{"games": 3}';
    await expect(site.games(FUSION)).rejects.toMatchObject({ code: 'invalid_answer' });
    expect(site.cache.peek(readKey(FUSION, 'games'))).toBeUndefined();

    corruptGames = null;
    const games = await site.games(FUSION);
    const entry = site.cache.peek(readKey(FUSION, 'games'));
    // a refused body on the refresh: the entry stays as it was
    corruptGames = '<html>maintenance</html>';
    now += 31_000;
    expect(await site.games(FUSION)).toBe(games);
    await site.cache.settled(readKey(FUSION, 'games'));
    expect(site.cache.peek(readKey(FUSION, 'games'))).toBe(entry);
  });

  it('recovers: once the controller answers again, the next read after the TTL refreshes', async () => {
    const site = reads();
    const config = await site.config(FUSION);
    await relay.stop();
    await expect(site.config(CLASSIC)).rejects.toMatchObject({ code: 'unreachable' });
    now += 31_000;
    expect(await site.config(FUSION)).toBe(config);
    await site.cache.settled(readKey(FUSION, 'config'));
    expect(site.cache.peek(readKey(FUSION, 'config'))?.fetchedAt).toBe(now - 31_000);

    await relay.start();
    // nothing held: the next read waits for the answer
    expect((await site.config(CLASSIC)).casino_name).toBe('Parlor Classic');
    // a stale value: the next read serves it and refreshes; the entry is then new
    now += 31_000;
    const before = count('getconfig');
    expect(await site.config(FUSION)).toEqual(config);
    await site.cache.settled(readKey(FUSION, 'boot'));
    await site.cache.settled(readKey(FUSION, 'config'));
    expect(count('getconfig')).toBe(before + 1);
    const entry = site.cache.peek(readKey(FUSION, 'config'));
    expect(entry?.fetchedAt).toBe(now);
    expect(await site.config(FUSION)).not.toBe(config);
  });
});
