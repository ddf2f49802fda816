// The beacon route under seeded random beacons whose events name the casino's live releases, its
// canary, and releases nobody runs, from a dozen visits each sending many beacons (and some beacons
// not per the contract): never a 5xx; nothing of a release the casino neither runs nor canaries is
// stored, only its number; and each visit counts once per remote and release, whatever it sends.
import Fastify, { type FastifyInstance } from 'fastify';
import type { TelemetryEvent } from './beacon';
import { countedReleases } from './counted-releases';
import { KNOWN_REMOTES, OTHER_RELEASE, RELEASE } from './telemetry-fixtures';
import { registerTelemetry } from './telemetry-route';
import type { TelemetryStore } from './telemetry-store';
import { memoryTelemetry } from './telemetry-test-db';
import { seededRandom, type SeededRandom } from '../testing/seeded-random';

const SEED = 4_307_043;
const BEACONS = 400;
const ALL = { fromMinute: 0, toMinute: Number.MAX_SAFE_INTEGER };
// the casino runs RELEASE of the lobby and the game, and canaries OTHER_RELEASE of the lobby
const COUNTED = countedReleases(
  { mf_lobby: RELEASE, mf_game: `https://cdn.example/releases/${RELEASE}/remoteEntry.js` },
  { mf_lobby: { release: OTHER_RELEASE } },
);
const isCounted = (event: TelemetryEvent) => COUNTED.get(event.remote)?.has(event.release) === true;

let store: TelemetryStore;
let end: () => Promise<void>;
let app: FastifyInstance;

beforeEach(async () => {
  ({ store, end } = memoryTelemetry());
  app = Fastify({ logger: false });
  await registerTelemetry(app, {
    store,
    casinoOf: async () => 'fusion',
    knownRemotes: KNOWN_REMOTES,
    releasesOf: () => COUNTED,
    isPreview: () => false,
    limits: { perMinute: 100_000 },
  });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  await end();
});

function randomEvent(r: SeededRandom): TelemetryEvent {
  const remote = r.pick(['shell', 'mf_lobby', 'mf_lobby', 'mf_game', 'mf_tournaments']);
  const release = r.pick([
    RELEASE,
    OTHER_RELEASE,
    'default',
    // releases nobody runs: near the real ones, or anything of the right form
    `${RELEASE.split('-')[0]}-${r.text(10, '0123456789abcdef')}`,
    `${r.int(10)}.${r.int(10)}.${r.int(100)}-${r.text(10, '0123456789abcdef')}`,
  ]);
  return r.pick<() => TelemetryEvent>([
    () => ({ type: 'load', remote, release, outcome: 'ok' }),
    () => ({
      type: 'load',
      remote,
      release,
      outcome: 'failed',
      reason: r.pick(['unavailable', 'skew', 'error'] as const),
    }),
    () => ({ type: 'error', remote, release, kind: r.pick(['error', 'rejection'] as const) }),
    () => ({
      type: 'vital',
      name: r.pick(['LCP', 'INP', 'CLS'] as const),
      value: r.int(5000),
      remote,
      release,
    }),
  ])();
}

/** What the store must show: per remote and release, the visits and their events. */
interface Expected {
  visits: Set<string>;
  failedVisits: Set<string>;
  errorVisits: Set<string>;
  loads: number;
  errors: number;
}

it(`never answers a 5xx, stores no release the casino does not run and counts a visit once (seed ${SEED})`, async () => {
  const r = seededRandom(SEED);
  const visitIds = Array.from({ length: 12 }, () => `visit_${r.text(16, '0123456789abcdef')}`);
  const expected = new Map<string, Expected>();
  let unknownEvents = 0;
  const statuses = new Map<number, number>();

  for (let i = 0; i < BEACONS; i++) {
    const events = Array.from({ length: 1 + r.int(12) }, () => randomEvent(r));
    let beacon: unknown = { v: 1, visit: r.pick(visitIds), events };
    // now and then a beacon not per the contract: refused whole, nothing of it counted
    if (r.chance(0.1)) {
      beacon = r.pick<unknown>([
        { v: 1, visit: 'short', events },
        { v: 1, visit: r.pick(visitIds), events: Array.from({ length: 51 }, () => events[0]) },
        { v: 1, visit: r.pick(visitIds), events: [...events, { ...events[0], remote: 'mf_x' }] },
        { v: 1, visit: r.pick(visitIds), events: [{ ...events[0], release: 'latest' }] },
        { v: 2, visit: r.pick(visitIds), events },
      ]);
    }
    const reply = await app.inject({
      method: 'POST',
      url: '/api/telemetry',
      payload: JSON.stringify(beacon),
      headers: { host: 'casino.example', 'content-type': 'text/plain' },
    });
    statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
    if (reply.statusCode >= 500) throw new Error(`${reply.statusCode}: ${JSON.stringify(beacon)}`);
    if (reply.statusCode !== 204) continue;

    const { visit, events: sent } = beacon as { visit: string; events: TelemetryEvent[] };
    for (const event of sent) {
      if (!isCounted(event)) {
        unknownEvents += 1;
        continue;
      }
      // a CLS sample counts nothing of its own
      if (event.type === 'vital' && event.name === 'CLS') continue;
      const key = `${event.remote} ${event.release}`;
      const row = expected.get(key) ?? {
        visits: new Set(),
        failedVisits: new Set(),
        errorVisits: new Set(),
        loads: 0,
        errors: 0,
      };
      expected.set(key, row);
      row.visits.add(visit);
      if (event.type === 'load') row.loads += 1;
      if (event.type === 'load' && event.outcome === 'failed') row.failedVisits.add(visit);
      if (event.type === 'error') {
        row.errors += 1;
        row.errorVisits.add(visit);
      }
    }
  }
  // the refusals are the contract's (400), every other beacon taken
  expect([...statuses.keys()].sort()).toEqual([204, 400]);
  expect(statuses.get(204)).toBeGreaterThan(BEACONS / 2);

  const stored = await store.totals(ALL);
  // only what the casino runs or canaries, each visit once per row
  expect(stored.map((row) => `${row.remote} ${row.release}`).sort()).toEqual(
    [...expected.keys()].sort(),
  );
  for (const row of stored) {
    const want = expected.get(`${row.remote} ${row.release}`)!;
    expect({ row: `${row.remote} ${row.release}`, ...pick(row) }).toEqual({
      row: `${row.remote} ${row.release}`,
      visits: want.visits.size,
      failedVisits: want.failedVisits.size,
      errorVisits: want.errorVisits.size,
      loads: want.loads,
      errors: want.errors,
    });
    expect(row.visits).toBeLessThanOrEqual(visitIds.length);
  }
  expect(await store.drops(ALL)).toEqual([
    { casino: 'fusion', reason: 'unknown_release', events: unknownEvents },
  ]);
});

function pick(row: {
  visits: number;
  failedVisits: number;
  errorVisits: number;
  loads: number;
  errors: number;
}) {
  const { visits, failedVisits, errorVisits, loads, errors } = row;
  return { visits, failedVisits, errorVisits, loads, errors };
}
