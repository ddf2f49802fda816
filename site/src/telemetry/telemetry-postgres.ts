// The telemetry roll-ups in PostgreSQL (PARLOR_SITE_DATABASE_URL), on the caller's pool, the
// tables made by TELEMETRY_MIGRATIONS. Several site processes write the same minutes: a beacon is
// one transaction. It first takes a lock of its visit (an advisory lock, so two beacons of one
// visit, at two processes, count it once), reads what the visit has counted, then adds its rows
// with INSERT ... ON CONFLICT DO UPDATE, which adds to a row another process made meanwhile
// instead of failing on it: the roll-ups in key order, then the visit's rows, then the drops in
// reason order, so two such transactions never wait on each other crosswise (a deadlock).
//
// The caps are the SQLite store's, enforced from what this process last read: under concurrency
// they are approximate. Two processes may each see room for a casino's last remote/release pair
// in a minute and both insert one (a few over maxPairsPerMinute), and the row counts are this
// process's estimates (recounted every minute and whenever a cap seems reached), so a table may
// pass its cap by what the other processes added since. Bounded either way: no process inserts
// past the caps as it sees them. A visit's event cap is exact (its lock).
import type pg from 'pg';
import type { Beacon } from './beacon';
import { inTransaction } from '../state/postgres-pool';
import type { RowDelta } from './telemetry-counters';
import { COUNTER_COLUMNS, DROPS_TABLE, KEY_COLUMNS, TABLE, VISITS_TABLE } from './telemetry-schema';
import {
  callGate,
  dropEntries,
  dropTotalsOf,
  MINUTE_MS,
  settingsOf,
  totalsOf,
  type DropCounts,
  type SumRow,
  type TelemetryStore,
  type TelemetryStoreOptions,
} from './telemetry-store';
import { countVisit, type SeenVisit, type VisitUpdate } from './telemetry-visits';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const ROW_COLUMNS = [...KEY_COLUMNS, ...COUNTER_COLUMNS];

/** The upsert of `count` rows, each its key columns then its counters, as numbered parameters. */
function upsertSql(count: number): string {
  const width = ROW_COLUMNS.length;
  const values = Array.from(
    { length: count },
    (_, row) => `(${ROW_COLUMNS.map((_, i) => `$${row * width + i + 1}`).join(', ')})`,
  );
  return `INSERT INTO ${TABLE} AS t (${ROW_COLUMNS.join(', ')})
    VALUES ${values.join(', ')}
    ON CONFLICT (${KEY_COLUMNS.join(', ')})
    DO UPDATE SET ${COUNTER_COLUMNS.map((c) => `${c} = t.${c} + EXCLUDED.${c}`).join(', ')}`;
}

const VISIT_COLUMNS = [
  'casino',
  'visit',
  'remote',
  'release',
  'minute',
  'events',
  'failed',
  'errored',
];

/** The upsert of `count` visit rows: events added, flags set (never cleared). */
function upsertVisitsSql(count: number): string {
  const width = VISIT_COLUMNS.length;
  const values = Array.from(
    { length: count },
    (_, row) => `(${VISIT_COLUMNS.map((_, i) => `$${row * width + i + 1}`).join(', ')})`,
  );
  return `INSERT INTO ${VISITS_TABLE} AS v (${VISIT_COLUMNS.join(', ')})
    VALUES ${values.join(', ')}
    ON CONFLICT (casino, visit, remote, release) DO UPDATE SET
      minute = EXCLUDED.minute, events = v.events + EXCLUDED.events,
      failed = GREATEST(v.failed, EXCLUDED.failed), errored = GREATEST(v.errored, EXCLUDED.errored)`;
}

/** A lock of one visit until the transaction ends; the first key keeps it apart from others'. */
const LOCK_VISIT_SQL = 'SELECT pg_advisory_xact_lock(7210, hashtext($1))';
const SEEN_SQL = `SELECT remote, release, events, failed, errored FROM ${VISITS_TABLE}
  WHERE casino = $1 AND visit = $2`;
const ADD_DROPS_SQL = `INSERT INTO ${DROPS_TABLE} AS d (minute, casino, reason, events)
  VALUES ($1, $2, $3, $4)
  ON CONFLICT (minute, casino, reason) DO UPDATE SET events = d.events + EXCLUDED.events`;
const PAIRS_SQL = `SELECT remote, release FROM ${TABLE} WHERE minute = $1 AND casino = $2`;
const COUNT_SQL = `SELECT COUNT(*) AS rows FROM ${TABLE}`;
const COUNT_VISITS_SQL = `SELECT COUNT(*) AS rows FROM ${VISITS_TABLE}`;
const PRUNE_BEFORE_SQL = `DELETE FROM ${TABLE} WHERE minute < $1`;
const PRUNE_DROPS_BEFORE_SQL = `DELETE FROM ${DROPS_TABLE} WHERE minute < $1`;
const PRUNE_VISITS_BEFORE_SQL = `DELETE FROM ${VISITS_TABLE} WHERE minute < $1`;
const PRUNE_OLDEST_SQL = `DELETE FROM ${TABLE}
  WHERE minute = (SELECT MIN(minute) FROM ${TABLE}) AND minute < $1`;
const PRUNE_OLDEST_VISITS_SQL = `DELETE FROM ${VISITS_TABLE}
  WHERE minute = (SELECT MIN(minute) FROM ${VISITS_TABLE}) AND minute < $1`;
// COLLATE "C": sorted by bytes, as SQLite sorts, whatever the database's locale
const SUMS_SQL = `SELECT casino, remote, release,
    ${COUNTER_COLUMNS.map((c) => `SUM(${c}) AS ${c}`).join(', ')}
  FROM ${TABLE}
  WHERE minute >= $1 AND minute <= $2 AND ($3::text IS NULL OR casino = $3)
  GROUP BY casino, remote, release
  ORDER BY casino COLLATE "C", remote COLLATE "C", release COLLATE "C"`;
const DROP_SUMS_SQL = `SELECT casino, reason, SUM(events) AS events
  FROM ${DROPS_TABLE}
  WHERE minute >= $1 AND minute <= $2 AND ($3::text IS NULL OR casino = $3)
  GROUP BY casino, reason
  ORDER BY casino COLLATE "C", reason COLLATE "C"`;

const pairOf = (row: { remote: string; release: string }) => `${row.remote} ${row.release}`;
const byPair = (a: { remote: string; release: string }, b: { remote: string; release: string }) => {
  const [x, y] = [pairOf(a), pairOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

interface Counted {
  delta: RowDelta;
  visit: VisitUpdate;
}

/** The store on the caller's pool; closing it leaves the pool open (its owner ends it). */
export function openPostgresTelemetry(
  pool: pg.Pool,
  options: TelemetryStoreOptions = {},
): TelemetryStore {
  const settings = settingsOf(options);
  const { now, retentionMinutes, maxRows, maxPairsPerMinute } = settings;
  const gate = callGate();
  let dropped = 0;
  /** the tables' rows as this process last counted them, plus the rows it added since */
  let rows = 0;
  let visitRows = 0;
  let turn: { minute: number; done: Promise<void> } | undefined;

  const count = async (db: Queryable, sql: string) =>
    Number((await db.query<{ rows: string }>(sql)).rows[0]?.rows ?? 0);

  /** Once a minute (once however many beacons ask at once): prune old minutes and recount. */
  const turnMinute = (minute: number): Promise<void> => {
    if (turn?.minute !== minute) {
      const done = (async () => {
        await pool.query(PRUNE_BEFORE_SQL, [minute - retentionMinutes]);
        await pool.query(PRUNE_DROPS_BEFORE_SQL, [minute - retentionMinutes]);
        await pool.query(PRUNE_VISITS_BEFORE_SQL, [minute - settings.visitRetentionMinutes]);
        rows = await count(pool, COUNT_SQL);
        visitRows = await count(pool, COUNT_VISITS_SQL);
      })();
      turn = { minute, done };
      // failed: the next beacon tries again
      done.catch(() => {
        if (turn?.done === done) turn = undefined;
      });
    }
    return turn.done;
  };

  /** How many of `wanted` new rows fit under `max`, pruning minutes before this one if need be. */
  const roomIn = async (
    db: Queryable,
    table: { count: string; pruneOldest: string; rows: number; max: number },
    wanted: number,
    minute: number,
  ): Promise<{ room: number; rows: number }> => {
    let known = table.rows;
    if (known + wanted <= table.max) return { room: wanted, rows: known };
    known = await count(db, table.count);
    while (known + wanted > table.max) {
      const removed = (await db.query(table.pruneOldest, [minute])).rowCount ?? 0;
      if (removed === 0) break;
      known -= removed;
    }
    return { room: Math.max(0, Math.min(wanted, table.max - known)), rows: known };
  };

  /** The visit's counted rows that fit: new visit rows, then new roll-up rows, within the caps. */
  const fitting = async (
    db: pg.PoolClient,
    casino: string,
    minute: number,
    counted: Counted[],
  ): Promise<Counted[]> => {
    const freshVisits = counted.filter((c) => c.visit.fresh);
    const visits = await roomIn(
      db,
      {
        count: COUNT_VISITS_SQL,
        pruneOldest: PRUNE_OLDEST_VISITS_SQL,
        rows: visitRows,
        max: settings.maxVisitRows,
      },
      freshVisits.length,
      minute,
    );
    visitRows = visits.rows;
    const visitFits = new Set(freshVisits.slice(0, visits.room));
    const candidates = counted.filter((c) => !c.visit.fresh || visitFits.has(c));
    if (candidates.length === 0) return [];
    const known = await db.query<{ remote: string; release: string }>(PAIRS_SQL, [minute, casino]);
    const existing = new Set(known.rows.map(pairOf));
    // new pairs within the casino's share of the minute, in the beacon's order (as in SQLite)
    const freshPairs = candidates
      .filter((c) => !existing.has(pairOf(c.delta)))
      .slice(0, Math.max(0, maxPairsPerMinute - existing.size));
    const table = await roomIn(
      db,
      { count: COUNT_SQL, pruneOldest: PRUNE_OLDEST_SQL, rows, max: maxRows },
      freshPairs.length,
      minute,
    );
    rows = table.rows;
    const added = new Set(freshPairs.slice(0, table.room));
    return candidates.filter((c) => existing.has(pairOf(c.delta)) || added.has(c));
  };

  const write = async (
    db: pg.PoolClient,
    minute: number,
    casino: string,
    beacon: Beacon,
    given: DropCounts,
  ): Promise<number> => {
    await db.query(LOCK_VISIT_SQL, [`${casino} ${beacon.visit}`]);
    const seen = await db.query<SumRow>(SEEN_SQL, [casino, beacon.visit]);
    const visit = countVisit(
      beacon,
      seen.rows.map((row): SeenVisit => ({
        remote: String(row.remote),
        release: String(row.release),
        events: Number(row.events),
        failed: Number(row.failed) > 0,
        errored: Number(row.errored) > 0,
      })),
      settings.maxEventsPerVisit,
    );
    const counted = visit.deltas.map((delta, i): Counted => ({ delta, visit: visit.visits[i]! }));
    const kept = counted.length > 0 ? await fitting(db, casino, minute, counted) : [];
    const lost = counted
      .filter((c) => !kept.includes(c))
      .reduce((sum, c) => sum + c.delta.events, 0);
    if (kept.length > 0) {
      const sorted = kept.map((c) => c.delta).sort(byPair);
      const newRows = await db.query<{ fresh: boolean }>(
        `${upsertSql(sorted.length)} RETURNING (xmax = 0) AS fresh`,
        sorted.flatMap((d) => [minute, casino, d.remote, d.release, ...d.counters]),
      );
      rows += newRows.rows.filter((row) => row.fresh).length;
      const visits = kept.map((c) => c.visit).sort(byPair);
      await db.query(
        upsertVisitsSql(visits.length),
        visits.flatMap((v) => [
          casino,
          beacon.visit,
          v.remote,
          v.release,
          minute,
          v.events,
          v.failed ? 1 : 0,
          v.errored ? 1 : 0,
        ]),
      );
      visitRows += visits.filter((v) => v.fresh).length;
    }
    for (const [reason, events] of dropEntries({
      ...given,
      visit_cap: visit.overCap,
      store_cap: lost,
    }))
      await db.query(ADD_DROPS_SQL, [minute, casino, reason, events]);
    return visit.overCap + lost;
  };

  const record = async (
    casino: string,
    beacon: Beacon,
    given: DropCounts = {},
  ): Promise<number> => {
    const minute = Math.floor(now() / MINUTE_MS);
    await turnMinute(minute);
    const lost = await inTransaction(pool, (db) => write(db, minute, casino, beacon, given));
    dropped += lost;
    return lost;
  };

  const range = (query: { casino?: string; fromMinute: number; toMinute: number }) => [
    query.fromMinute,
    query.toMinute,
    query.casino ?? null,
  ];
  return {
    record: (casino, beacon, given) => gate.run(() => record(casino, beacon, given)),
    totals: (query) =>
      gate.run(async () => (await pool.query<SumRow>(SUMS_SQL, range(query))).rows.map(totalsOf)),
    drops: (query) =>
      gate.run(async () =>
        (await pool.query<SumRow>(DROP_SUMS_SQL, range(query))).rows.map(dropTotalsOf),
      ),
    stats: () => gate.run(async () => ({ rows: await count(pool, COUNT_SQL), dropped })),
    close: () => gate.close(),
  };
}
