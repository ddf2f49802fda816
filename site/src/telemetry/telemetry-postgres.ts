// The telemetry roll-ups in PostgreSQL (PARLOR_SITE_DATABASE_URL), on the caller's pool, the
// table made by TELEMETRY_MIGRATIONS. Several site processes write the same minutes: a beacon's
// rows are one INSERT ... ON CONFLICT DO UPDATE (one statement, so one transaction) that adds to
// a row another process made meanwhile instead of failing on it, its rows in key order so two
// such statements never wait on each other crosswise (a deadlock).
//
// The caps are the SQLite store's, enforced from what this process last read: under concurrency
// they are approximate. Two processes may each see room for a casino's last remote/release pair
// in a minute and both insert one (a few over maxPairsPerMinute), and the row count is this
// process's estimate (recounted every minute and whenever the cap seems reached), so the table may
// pass maxRows by what the other processes added since. Bounded either way: no process inserts
// past the caps as it sees them.
import type pg from 'pg';
import type { Beacon } from './beacon';
import { rowDeltas, type RowDelta } from './telemetry-counters';
import { COUNTER_COLUMNS, KEY_COLUMNS, TABLE } from './telemetry-schema';
import {
  callGate,
  MINUTE_MS,
  settingsOf,
  totalsOf,
  type SumRow,
  type TelemetryStore,
  type TelemetryStoreOptions,
} from './telemetry-store';

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

const PAIRS_SQL = `SELECT remote, release FROM ${TABLE} WHERE minute = $1 AND casino = $2`;
const COUNT_SQL = `SELECT COUNT(*) AS rows FROM ${TABLE}`;
const PRUNE_BEFORE_SQL = `DELETE FROM ${TABLE} WHERE minute < $1`;
const PRUNE_OLDEST_SQL = `DELETE FROM ${TABLE}
  WHERE minute = (SELECT MIN(minute) FROM ${TABLE}) AND minute < $1`;
// COLLATE "C": sorted by bytes, as SQLite sorts, whatever the database's locale
const SUMS_SQL = `SELECT casino, remote, release,
    ${COUNTER_COLUMNS.map((c) => `SUM(${c}) AS ${c}`).join(', ')}
  FROM ${TABLE}
  WHERE minute >= $1 AND minute <= $2 AND ($3::text IS NULL OR casino = $3)
  GROUP BY casino, remote, release
  ORDER BY casino COLLATE "C", remote COLLATE "C", release COLLATE "C"`;

const pairOf = (row: { remote: string; release: string }) => `${row.remote} ${row.release}`;
const byPair = (a: RowDelta, b: RowDelta) => {
  const [x, y] = [pairOf(a), pairOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The store on the caller's pool; closing it leaves the pool open (its owner ends it). */
export function openPostgresTelemetry(
  pool: pg.Pool,
  options: TelemetryStoreOptions = {},
): TelemetryStore {
  const { now, retentionMinutes, maxRows, maxPairsPerMinute } = settingsOf(options);
  const gate = callGate();
  let dropped = 0;
  /** the table's rows as this process last counted them, plus the rows it added since */
  let rows = 0;
  let turn: { minute: number; done: Promise<void> } | undefined;

  const countRows = async () =>
    Number((await pool.query<{ rows: string }>(COUNT_SQL)).rows[0]?.rows ?? 0);

  /** Once a minute (once however many beacons ask at once): prune old minutes and recount. */
  const turnMinute = (minute: number): Promise<void> => {
    if (turn?.minute !== minute) {
      const done = (async () => {
        await pool.query(PRUNE_BEFORE_SQL, [minute - retentionMinutes]);
        rows = await countRows();
      })();
      turn = { minute, done };
      // failed: the next beacon tries again
      done.catch(() => {
        if (turn?.done === done) turn = undefined;
      });
    }
    return turn.done;
  };

  /** How many of `wanted` new rows fit, pruning minutes before this one if need be. */
  const roomFor = async (wanted: number, minute: number): Promise<number> => {
    if (rows + wanted <= maxRows) return wanted;
    rows = await countRows();
    while (rows + wanted > maxRows) {
      const removed = (await pool.query(PRUNE_OLDEST_SQL, [minute])).rowCount ?? 0;
      if (removed === 0) break;
      rows -= removed;
    }
    return Math.max(0, Math.min(wanted, maxRows - rows));
  };

  const record = async (casino: string, beacon: Beacon): Promise<number> => {
    const minute = Math.floor(now() / MINUTE_MS);
    await turnMinute(minute);
    const deltas = rowDeltas(beacon);
    if (deltas.length === 0) return 0;
    const known = await pool.query<{ remote: string; release: string }>(PAIRS_SQL, [
      minute,
      casino,
    ]);
    const existing = new Set(known.rows.map(pairOf));
    // new pairs within the casino's share of the minute, in the beacon's order (as in SQLite)
    const fresh = deltas
      .filter((delta) => !existing.has(pairOf(delta)))
      .slice(0, Math.max(0, maxPairsPerMinute - existing.size));
    const room = await roomFor(fresh.length, minute);
    const added = new Set(fresh.slice(0, room));
    const kept = deltas.filter((delta) => existing.has(pairOf(delta)) || added.has(delta));
    const lost = deltas
      .filter((delta) => !kept.includes(delta))
      .reduce((sum, delta) => sum + delta.events, 0);
    if (kept.length > 0) {
      const values = kept
        .sort(byPair)
        .flatMap((delta) => [minute, casino, delta.remote, delta.release, ...delta.counters]);
      await pool.query(upsertSql(kept.length), values);
      rows += added.size;
    }
    dropped += lost;
    return lost;
  };

  return {
    record: (casino, beacon) => gate.run(() => record(casino, beacon)),
    totals: (query) =>
      gate.run(async () => {
        const { fromMinute, toMinute, casino } = query;
        const sums = await pool.query<SumRow>(SUMS_SQL, [fromMinute, toMinute, casino ?? null]);
        return sums.rows.map(totalsOf);
      }),
    stats: () => gate.run(async () => ({ rows: await countRows(), dropped })),
    close: () => gate.close(),
  };
}
