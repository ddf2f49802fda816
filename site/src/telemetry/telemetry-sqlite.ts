// The telemetry roll-ups in SQLite (the site database's default): one transaction of prepared
// statements a beacon, on the caller's better-sqlite3 handle, the table made by
// TELEMETRY_MIGRATIONS. better-sqlite3 is synchronous: each call runs whole before it resolves.
import type Database from 'better-sqlite3';
import type { Beacon } from './beacon';
import { rowDeltas } from './telemetry-counters';
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

/** The store on an open database; closing it leaves the database open (its owner closes it). */
export function openSqliteTelemetry(
  db: Database.Database,
  options: TelemetryStoreOptions = {},
): TelemetryStore {
  const { now, retentionMinutes, maxRows, maxPairsPerMinute } = settingsOf(options);
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

  let rows = Number(countRows.get());
  let dropped = 0;
  let prunedAt: number | undefined;
  const gate = callGate();

  /** Room for one more row, pruning minutes before this one if need be. */
  const roomForRow = (minute: number): boolean => {
    while (rows >= maxRows) {
      const removed = pruneOldest.run(minute).changes;
      if (removed === 0) return false;
      rows -= removed;
    }
    return true;
  };

  const write = db.transaction((minute: number, casino: string, beacon: Beacon): number => {
    let lost = 0;
    for (const delta of rowDeltas(beacon)) {
      const where = [minute, casino, delta.remote, delta.release];
      if (update.run(...delta.counters, ...where).changes > 0) continue;
      if (Number(countPairs.get(minute, casino)) >= maxPairsPerMinute || !roomForRow(minute)) {
        lost += delta.events;
        continue;
      }
      insert.run(...where, ...delta.counters);
      rows += 1;
    }
    return lost;
  });

  const record = (casino: string, beacon: Beacon): number => {
    const minute = Math.floor(now() / MINUTE_MS);
    try {
      if (prunedAt !== minute) {
        pruneBefore.run(minute - retentionMinutes);
        // recounted once a minute: another process on the same file may have added rows
        rows = Number(countRows.get());
        prunedAt = minute;
      }
      const lost = write(minute, casino, beacon);
      dropped += lost;
      return lost;
    } catch (error) {
      if (db.open) rows = Number(countRows.get()); // the transaction rolled back: recount
      throw error;
    }
  };

  return {
    record: (casino, beacon) => gate.run(async () => record(casino, beacon)),
    totals: (query) =>
      gate.run(async () => {
        const params = { ...query, casino: query.casino ?? null };
        return (sums.all(params) as SumRow[]).map(totalsOf);
      }),
    stats: () => gate.run(async () => ({ rows: Number(countRows.get()), dropped })),
    close: () => gate.close(),
  };
}
