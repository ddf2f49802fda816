// The telemetry roll-ups in SQLite (the site database's default): one transaction of prepared
// statements a beacon, on the caller's better-sqlite3 handle, the tables made by
// TELEMETRY_MIGRATIONS. better-sqlite3 is synchronous: each call runs whole before it resolves.
import type Database from 'better-sqlite3';
import type { Beacon } from './beacon';
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
import { countVisit, type SeenVisit } from './telemetry-visits';

/** The store on an open database; closing it leaves the database open (its owner closes it). */
export function openSqliteTelemetry(
  db: Database.Database,
  options: TelemetryStoreOptions = {},
): TelemetryStore {
  const settings = settingsOf(options);
  const { now, retentionMinutes, maxRows, maxPairsPerMinute } = settings;
  const key = KEY_COLUMNS.map((column) => `${column} = ?`).join(' AND ');
  const update = db.prepare(
    `UPDATE ${TABLE} SET ${COUNTER_COLUMNS.map((c) => `${c} = ${c} + ?`).join(', ')} WHERE ${key}`,
  );
  const insert = db.prepare(
    `INSERT INTO ${TABLE} (${[...KEY_COLUMNS, ...COUNTER_COLUMNS].join(', ')})
     VALUES (${[...KEY_COLUMNS, ...COUNTER_COLUMNS].map(() => '?').join(', ')})`,
  );
  const countRows = db.prepare(`SELECT COUNT(*) FROM ${TABLE}`).pluck();
  const countPairs = db
    .prepare(`SELECT COUNT(*) FROM ${TABLE} WHERE minute = ? AND casino = ?`)
    .pluck();
  const pruneBefore = db.prepare(`DELETE FROM ${TABLE} WHERE minute < ?`);
  const pruneOldest = db.prepare(
    `DELETE FROM ${TABLE} WHERE minute = (SELECT MIN(minute) FROM ${TABLE}) AND minute < ?`,
  );
  const sums = db.prepare(
    `SELECT casino, remote, release, ${COUNTER_COLUMNS.map((c) => `SUM(${c}) AS ${c}`).join(', ')}
     FROM ${TABLE}
     WHERE minute >= @fromMinute AND minute <= @toMinute AND (@casino IS NULL OR casino = @casino)
     GROUP BY casino, remote, release
     ORDER BY casino, remote, release`,
  );
  const seenVisit = db.prepare(
    `SELECT remote, release, events, failed, errored FROM ${VISITS_TABLE}
     WHERE casino = ? AND visit = ?`,
  );
  const upsertVisit = db.prepare(
    `INSERT INTO ${VISITS_TABLE} (casino, visit, remote, release, minute, events, failed, errored)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (casino, visit, remote, release) DO UPDATE SET
       minute = excluded.minute, events = events + excluded.events,
       failed = MAX(failed, excluded.failed), errored = MAX(errored, excluded.errored)`,
  );
  const countVisitRows = db.prepare(`SELECT COUNT(*) FROM ${VISITS_TABLE}`).pluck();
  const pruneVisitsBefore = db.prepare(`DELETE FROM ${VISITS_TABLE} WHERE minute < ?`);
  const pruneOldestVisits = db.prepare(
    `DELETE FROM ${VISITS_TABLE}
     WHERE minute = (SELECT MIN(minute) FROM ${VISITS_TABLE}) AND minute < ?`,
  );
  const addDrops = db.prepare(
    `INSERT INTO ${DROPS_TABLE} (minute, casino, reason, events) VALUES (?, ?, ?, ?)
     ON CONFLICT (minute, casino, reason) DO UPDATE SET events = events + excluded.events`,
  );
  const pruneDropsBefore = db.prepare(`DELETE FROM ${DROPS_TABLE} WHERE minute < ?`);
  const dropSums = db.prepare(
    `SELECT casino, reason, SUM(events) AS events FROM ${DROPS_TABLE}
     WHERE minute >= @fromMinute AND minute <= @toMinute AND (@casino IS NULL OR casino = @casino)
     GROUP BY casino, reason
     ORDER BY casino, reason`,
  );

  let rows = 0;
  let visitRows = 0;
  let dropped = 0;
  let prunedAt: number | undefined;
  const gate = callGate();
  const recount = () => {
    rows = Number(countRows.get());
    visitRows = Number(countVisitRows.get());
  };
  recount();

  /** Room for one more row, pruning minutes before this one if need be. */
  const roomForRow = (minute: number): boolean => {
    while (rows >= maxRows) {
      const removed = pruneOldest.run(minute).changes;
      if (removed === 0) return false;
      rows -= removed;
    }
    return true;
  };
  const roomForVisit = (minute: number): boolean => {
    while (visitRows >= settings.maxVisitRows) {
      const removed = pruneOldestVisits.run(minute).changes;
      if (removed === 0) return false;
      visitRows -= removed;
    }
    return true;
  };

  const write = db.transaction(
    (minute: number, casino: string, beacon: Beacon, given: DropCounts): number => {
      const seen = (seenVisit.all(casino, beacon.visit) as SumRow[]).map((row): SeenVisit => ({
        remote: String(row.remote),
        release: String(row.release),
        events: Number(row.events),
        failed: Number(row.failed) > 0,
        errored: Number(row.errored) > 0,
      }));
      const counted = countVisit(beacon, seen, settings.maxEventsPerVisit);
      let lost = 0;
      counted.deltas.forEach((delta, i) => {
        const visit = counted.visits[i]!;
        const where = [minute, casino, delta.remote, delta.release];
        if (visit.fresh && !roomForVisit(minute)) {
          lost += delta.events;
          return;
        }
        if (update.run(...delta.counters, ...where).changes === 0) {
          if (Number(countPairs.get(minute, casino)) >= maxPairsPerMinute || !roomForRow(minute)) {
            lost += delta.events;
            return;
          }
          insert.run(...where, ...delta.counters);
          rows += 1;
        }
        upsertVisit.run(
          casino,
          beacon.visit,
          delta.remote,
          delta.release,
          minute,
          visit.events,
          visit.failed ? 1 : 0,
          visit.errored ? 1 : 0,
        );
        if (visit.fresh) visitRows += 1;
      });
      const drops = { ...given, visit_cap: counted.overCap, store_cap: lost };
      for (const [reason, events] of dropEntries(drops))
        addDrops.run(minute, casino, reason, events);
      return counted.overCap + lost;
    },
  );

  const record = (casino: string, beacon: Beacon, given: DropCounts = {}): number => {
    const minute = Math.floor(now() / MINUTE_MS);
    try {
      if (prunedAt !== minute) {
        pruneBefore.run(minute - retentionMinutes);
        pruneDropsBefore.run(minute - retentionMinutes);
        pruneVisitsBefore.run(minute - settings.visitRetentionMinutes);
        // recounted once a minute: another process on the same file may have added rows
        recount();
        prunedAt = minute;
      }
      const lost = write(minute, casino, beacon, given);
      dropped += lost;
      return lost;
    } catch (error) {
      if (db.open) recount(); // the transaction rolled back: recount
      throw error;
    }
  };

  const range = (query: { casino?: string; fromMinute: number; toMinute: number }) => ({
    fromMinute: query.fromMinute,
    toMinute: query.toMinute,
    casino: query.casino ?? null,
  });
  return {
    record: (casino, beacon, given) => gate.run(async () => record(casino, beacon, given)),
    totals: (query) => gate.run(async () => (sums.all(range(query)) as SumRow[]).map(totalsOf)),
    drops: (query) =>
      gate.run(async () => (dropSums.all(range(query)) as SumRow[]).map(dropTotalsOf)),
    stats: () => gate.run(async () => ({ rows: Number(countRows.get()), dropped })),
    close: () => gate.close(),
  };
}
