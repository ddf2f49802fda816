import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import type { Beacon } from './beacon';
import { countedReleases } from './counted-releases';
import {
  beaconOf,
  KNOWN_REMOTES,
  load,
  OTHER_RELEASE,
  RELEASE,
  shellLoad,
  vital,
} from './telemetry-fixtures';
import { registerTelemetry, type TelemetryRouteOptions } from './telemetry-route';
import type Database from 'better-sqlite3';
import type { TelemetryStore } from './telemetry-store';
import { memoryTelemetry } from './telemetry-test-db';

const HOST = 'casino.example';
// the casino runs RELEASE of the lobby and the game, and canaries OTHER_RELEASE of the lobby
const COUNTED = countedReleases(
  { mf_lobby: RELEASE, mf_game: `https://cdn.example/releases/${RELEASE}/remoteEntry.js` },
  { mf_lobby: { release: OTHER_RELEASE } },
);
let db: Database.Database;
let store: TelemetryStore;
let end: () => Promise<void>;
let app: FastifyInstance;

async function build(options: Partial<TelemetryRouteOptions> = {}): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false });
  await registerTelemetry(instance, {
    store,
    casinoOf: async () => 'fusion',
    knownRemotes: KNOWN_REMOTES,
    releasesOf: () => COUNTED,
    isPreview: () => false,
    ...options,
  });
  // another route, to show the telemetry's body parsing stays its own
  instance.post('/api/other', async (request) => ({ body: request.body }));
  await instance.ready();
  return instance;
}

beforeEach(async () => {
  ({ db, store, end } = memoryTelemetry());
  app = await build();
});
afterEach(async () => {
  await app.close();
  await end();
});

const beacon = beaconOf(shellLoad, load('mf_lobby', RELEASE), vital('LCP', 900));

function send(
  payload: string | Beacon,
  headers: Record<string, string> = {},
  instance = app,
  extra: Partial<InjectOptions> = {},
) {
  return instance.inject({
    method: 'POST',
    url: '/api/telemetry',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: {
      host: HOST,
      origin: `https://${HOST}`,
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
    ...extra,
  });
}

const visits = () => store.totals({ fromMinute: 0, toMinute: Number.MAX_SAFE_INTEGER });

it('keeps a beacon sent as text/plain (sendBeacon) or JSON, for the request’s casino', async () => {
  expect((await send(beacon)).statusCode).toBe(204);
  expect((await send(beacon, { 'content-type': 'application/json' })).statusCode).toBe(204);
  expect((await visits()).map((row) => [row.casino, row.remote, row.loads])).toEqual([
    ['fusion', 'mf_lobby', 2],
    ['fusion', 'shell', 2],
  ]);
});

it('takes a same-origin beacon without Origin, or with Origin null and Sec-Fetch-Site', async () => {
  const noOrigin = await app.inject({
    method: 'POST',
    url: '/api/telemetry',
    payload: JSON.stringify(beacon),
    headers: { host: HOST, 'content-type': 'text/plain' },
  });
  expect(noOrigin.statusCode).toBe(204);
  const nullOrigin = await send(beacon, { origin: 'null', 'sec-fetch-site': 'same-origin' });
  expect(nullOrigin.statusCode).toBe(204);
});

it('refuses a foreign Origin with 403, storing nothing', async () => {
  const reply = await send(beacon, { origin: 'https://evil.example' });
  expect(reply.statusCode).toBe(403);
  expect(reply.json()).toEqual({ error: 'foreign_origin' });
  expect((await send(beacon, { origin: 'null' })).statusCode).toBe(403);
  expect(await visits()).toEqual([]);
});

it.each([
  ['not JSON', '{"v": 1,'],
  ['an empty body', ''],
  ['JSON that is no beacon', '[1, 2, 3]'],
  ['an unknown remote', JSON.stringify(beaconOf(load('mf_other', RELEASE)))],
  ['a bad release', JSON.stringify(beaconOf(load('mf_lobby', 'latest')))],
])('answers %s with 400 bad_telemetry', async (_what, payload) => {
  const reply = await send(payload);
  expect(reply.statusCode).toBe(400);
  expect(reply.json()).toMatchObject({ error: 'bad_telemetry' });
  expect(await visits()).toEqual([]);
});

it('answers a body over 16 KiB with 413', async () => {
  const padded = { ...beacon, padding: 'x'.repeat(16 * 1024) };
  const reply = await send(JSON.stringify(padded));
  expect(reply.statusCode).toBe(413);
  expect(reply.json()).toEqual({ error: 'too_large' });
  expect(await visits()).toEqual([]);
  // just under: taken
  const fits = { ...beacon, padding: '' };
  fits.padding = 'x'.repeat(16 * 1024 - JSON.stringify(fits).length);
  expect((await send(JSON.stringify(fits))).statusCode).toBe(204);
});

it('answers another media type with 415, and leaves other routes their own parsing', async () => {
  const form = await send('v=1', { 'content-type': 'application/x-www-form-urlencoded' });
  expect(form.statusCode).toBe(415);
  const other = await app.inject({
    method: 'POST',
    url: '/api/other',
    payload: '{"a":1}',
    headers: { 'content-type': 'application/json' },
  });
  expect(other.json()).toEqual({ body: { a: 1 } });
  const otherText = await app.inject({
    method: 'POST',
    url: '/api/other',
    payload: 'hello',
    headers: { 'content-type': 'text/plain' },
  });
  expect(otherText.json()).toEqual({ body: 'hello' });
});

it('limits each client address, answering 429 beyond its rate', async () => {
  let clock = 0;
  const limited = await build({ limits: { perMinute: 5, now: () => clock } });
  const from = (address: string) => send(beacon, {}, limited, { remoteAddress: address });
  const codes = [];
  for (let i = 0; i < 7; i++) codes.push((await from('10.0.0.1')).statusCode);
  expect(codes).toEqual([204, 204, 204, 204, 204, 429, 429]);
  expect((await from('10.0.0.2')).statusCode).toBe(204);
  clock += 12_000;
  expect((await from('10.0.0.1')).statusCode).toBe(204);
  expect((await from('10.0.0.1')).json()).toEqual({ error: 'rate_limited' });
  await limited.close();
});

const ALL = { fromMinute: 0, toMinute: Number.MAX_SAFE_INTEGER };
const invented = (from: number, count: number) =>
  beaconOf(
    ...Array.from({ length: count }, (_, i) => load('mf_lobby', `9.9.${from + i}-0123456789`)),
  );

it('counts nothing of releases the casino neither runs nor canaries, only their number', async () => {
  const mixed = beaconOf(
    shellLoad,
    load('mf_lobby', OTHER_RELEASE),
    load('mf_game', OTHER_RELEASE),
    load('mf_lobby', 'default'),
    { type: 'error', remote: 'mf_game', release: '0.0.1-0123456789', kind: 'error' },
  );
  expect((await send(mixed)).statusCode).toBe(204);
  expect((await send(invented(0, 50))).statusCode).toBe(204);
  expect((await visits()).map((row) => [row.remote, row.release, row.loads])).toEqual([
    ['mf_lobby', OTHER_RELEASE, 1],
    ['shell', 'default', 1],
  ]);
  expect(await store.drops(ALL)).toEqual([
    { casino: 'fusion', reason: 'unknown_release', events: 53 },
  ]);
});

it('lets a flood from one address reach its limit while another address’s events still count', async () => {
  let clock = 0;
  const limited = await build({ limits: { perMinute: 30, now: () => clock } });
  const from = (address: string, payload: Beacon) =>
    send(payload, {}, limited, { remoteAddress: address });
  const codes = new Set<number>();
  for (let i = 0; i < 40; i++) codes.add((await from('10.0.0.1', invented(i * 50, 50))).statusCode);
  expect([...codes]).toEqual([204, 429]);
  // the canary's real visitor, after the flood, in the same minute
  clock += 1_000;
  const real = beaconOf(shellLoad, load('mf_lobby', OTHER_RELEASE, 'failed', 'error'));
  expect((await from('10.0.0.2', real)).statusCode).toBe(204);
  expect((await visits()).map((row) => [row.remote, row.release, row.visits])).toEqual([
    ['mf_lobby', OTHER_RELEASE, 1],
    ['shell', 'default', 1],
  ]);
  expect(await store.drops(ALL)).toEqual([
    { casino: 'fusion', reason: 'unknown_release', events: 30 * 50 },
  ]);
  await limited.close();
});

it('counts nothing of a browser on a preview link (an operator’s visit), only its number', async () => {
  const previewing = await build({ isPreview: (_request, casino) => casino === 'fusion' });
  expect((await send(beacon, {}, previewing)).statusCode).toBe(204);
  expect(await visits()).toEqual([]);
  expect(await store.drops(ALL)).toEqual([{ casino: 'fusion', reason: 'preview', events: 3 }]);
  await previewing.close();
});

it('keeps nothing, answering 204, for a request of no casino or when the casino read fails', async () => {
  const none = await build({ casinoOf: async () => null });
  expect((await send(beacon, {}, none)).statusCode).toBe(204);
  const odd = await build({ casinoOf: async () => '../x' });
  expect((await send(beacon, {}, odd)).statusCode).toBe(204);
  const failing = await build({
    casinoOf: async () => {
      throw new Error('controller down');
    },
  });
  expect((await send(beacon, {}, failing)).statusCode).toBe(204);
  expect(await visits()).toEqual([]);
  await Promise.all([none.close(), odd.close(), failing.close()]);
});

it('answers 204 when the database fails, logging it (never a 5xx)', async () => {
  const logged: string[] = [];
  const logging = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
  });
  await registerTelemetry(logging, {
    store,
    casinoOf: async () => 'fusion',
    knownRemotes: KNOWN_REMOTES,
    releasesOf: () => COUNTED,
    isPreview: () => false,
  });
  db.close(); // every write now throws
  const reply = await send(beacon, {}, logging);
  expect(reply.statusCode).toBe(204);
  expect(logged.map((line) => JSON.parse(line))).toContainEqual(
    expect.objectContaining({
      msg: 'telemetry: beacon not stored',
      err: expect.objectContaining({ message: expect.stringMatching(/not open/) }),
    }),
  );
  await logging.close();
});

it('answers 204 when the store is closed (the site shutting down)', async () => {
  await store.close();
  expect((await send(beacon)).statusCode).toBe(204);
});

it('never answers a 5xx, whatever the body', async () => {
  const fuzzy = await build({ limits: { perMinute: 100_000 } });
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const valid = JSON.stringify(beacon);
  const garbage = (): string => {
    switch (pick(['bytes', 'cut', 'mutate', 'json', 'deep'] as const)) {
      case 'bytes':
        return String.fromCharCode(
          ...Array.from({ length: Math.floor(random() * 200) }, () =>
            Math.floor(random() * 0xffff),
          ),
        );
      case 'cut':
        return valid.slice(0, Math.floor(random() * valid.length));
      case 'mutate': {
        const i = Math.floor(random() * valid.length);
        return (
          valid.slice(0, i) +
          pick(['"', '{', ']', '0', '-1e999', 'null', '\\u0000']) +
          valid.slice(i + 1)
        );
      }
      case 'json':
        return JSON.stringify({
          v: pick([1, '1', null, 2]),
          visit: pick(['x'.repeat(20), 1, null]),
          events: Array.from({ length: Math.floor(random() * 60) }, () => ({
            type: pick(['load', 'error', 'vital', 'x']),
            remote: pick(['mf_lobby', 'shell', 'x', 5, '__proto__']),
            release: pick(['default', RELEASE, '', null]),
            outcome: pick(['ok', 'failed', true]),
            reason: pick([undefined, 'skew', 'x']),
            name: pick(['LCP', 'INP', 'CLS', 'x']),
            value: pick([0, 1e9, -1, 'x', 1200]),
            kind: pick(['error', 'rejection', 0]),
          })),
        });
      case 'deep':
        return '['.repeat(8000) + ']'.repeat(8000);
    }
  };
  const types = [
    'text/plain',
    'application/json',
    'text/plain; charset=latin1',
    'application/octet-stream',
  ];
  for (let i = 0; i < 300; i++) {
    const reply = await send(garbage(), { 'content-type': pick(types) }, fuzzy);
    expect([204, 400, 413, 415]).toContain(reply.statusCode);
  }
  await fuzzy.close();
});
