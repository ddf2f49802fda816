// Counting per visit (the beacon's `visit`, random per page load): a visit counts once on each
// remote/release it sends events for, once more if it had a failed load there, once more if an
// error, however many events and beacons it sends; and its events are capped, so one visitor
// cannot outweigh the others (a canary's rates are visits, not events: canary-verdict.ts). Both
// stores read the visit's rows, call this, and write what it gives in one transaction.
import type { Beacon, TelemetryEvent } from './beacon';
import {
  columnsOf,
  countVisitOn,
  hasError,
  hasFailedLoad,
  rowDeltas,
  type RowDelta,
} from './telemetry-counters';

/** What a store has kept of one visit on one remote and release. */
export interface SeenVisit {
  remote: string;
  release: string;
  events: number;
  failed: boolean;
  errored: boolean;
}

/** What the beacon adds to the visit's row: its events, and its flags (set, never cleared). */
export interface VisitUpdate {
  remote: string;
  release: string;
  /** a row the visit did not have */
  fresh: boolean;
  events: number;
  failed: boolean;
  errored: boolean;
}

export interface VisitCount {
  /** the roll-up additions, in the order the beacon names them, their visit counters set */
  deltas: RowDelta[];
  /** per delta (same index), the visit's row to write with it */
  visits: VisitUpdate[];
  /** the beacon's events past the visit's cap, not counted */
  overCap: number;
}

const pairOf = (row: { remote: string; release: string }) => `${row.remote} ${row.release}`;

/** The beacon's counted events, up to `budget` of them (a CLS sample counts nothing). */
function withinBudget(events: readonly TelemetryEvent[], budget: number) {
  const kept: TelemetryEvent[] = [];
  let over = 0;
  for (const event of events) {
    if (columnsOf(event).length === 0) continue;
    if (kept.length < budget) kept.push(event);
    else over += 1;
  }
  return { kept, over };
}

export function countVisit(
  beacon: Beacon,
  seen: readonly SeenVisit[],
  maxEvents: number,
): VisitCount {
  const used = seen.reduce((sum, row) => sum + row.events, 0);
  const { kept, over } = withinBudget(beacon.events, Math.max(0, maxEvents - used));
  const byPair = new Map(seen.map((row) => [pairOf(row), row]));
  const deltas = rowDeltas({ ...beacon, events: kept });
  const visits = deltas.map((delta): VisitUpdate => {
    const before = byPair.get(pairOf(delta));
    countVisitOn(delta, before);
    return {
      remote: delta.remote,
      release: delta.release,
      fresh: before === undefined,
      events: delta.events,
      failed: hasFailedLoad(delta),
      errored: hasError(delta),
    };
  });
  return { deltas, visits, overCap: over };
}
