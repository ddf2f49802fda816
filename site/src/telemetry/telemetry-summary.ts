// The query side of the roll-ups (the telemetry contract): per casino, remote and release over a
// time range, its visits (by visit id, each counted once), the share of them with a failed load
// and with an error (so no number of events from one visit moves a rate by more than one visit),
// the events themselves, and p75 LCP / INP.
import {
  MINUTE_MS,
  type DropTotals,
  type RollupTotals,
  type TelemetryStore,
  type TotalsQuery,
} from './telemetry-store';
import { INP_BOUNDS, LCP_BOUNDS, p75FromBuckets } from './vital-buckets';

export interface SummaryQuery {
  casino?: string;
  since: Date;
  /** absent: up to now */
  until?: Date;
}

export interface SummaryRow {
  casino: string;
  remote: string;
  release: string;
  /** distinct visits that sent events for the remote and release */
  visits: number;
  /** failed load events */
  loadFailures: number;
  /** visits with a failed load / visits, 0..1 (0 without visits) */
  loadFailureRate: number;
  /** error events */
  errors: number;
  /** visits with an error / visits, 0..1 (0 without visits) */
  errorRate: number;
  p75Lcp: number | null;
  p75Inp: number | null;
}

const rate = (count: number, visits: number) => (visits > 0 ? Math.min(1, count / visits) : 0);

export function summaryRow(totals: RollupTotals): SummaryRow {
  const { visits } = totals;
  return {
    casino: totals.casino,
    remote: totals.remote,
    release: totals.release,
    visits,
    loadFailures: totals.loadFailures,
    loadFailureRate: rate(totals.failedVisits, visits),
    errors: totals.errors,
    errorRate: rate(totals.errorVisits, visits),
    p75Lcp: p75FromBuckets(LCP_BOUNDS, totals.lcpBuckets),
    p75Inp: p75FromBuckets(INP_BOUNDS, totals.inpBuckets),
  };
}

/**
 * The rows of the minutes that overlap [since, until), sorted by casino, remote and release.
 * Minutes are whole: a range starting mid-minute counts all of that minute.
 */
export async function summarize(store: TelemetryStore, query: SummaryQuery): Promise<SummaryRow[]> {
  const minutes = minutesOf(query);
  return minutes ? (await store.totals(minutes)).map(summaryRow) : [];
}

/** The events not counted over the same minutes, per casino and reason. */
export async function summarizeDrops(
  store: TelemetryStore,
  query: SummaryQuery,
): Promise<DropTotals[]> {
  const minutes = minutesOf(query);
  return minutes ? store.drops(minutes) : [];
}

function minutesOf(query: SummaryQuery): TotalsQuery | null {
  const fromMinute = Math.floor(query.since.getTime() / MINUTE_MS);
  const toMinute = query.until
    ? Math.ceil(query.until.getTime() / MINUTE_MS) - 1
    : Number.MAX_SAFE_INTEGER;
  if (Number.isNaN(fromMinute) || Number.isNaN(toMinute)) return null;
  return { ...(query.casino !== undefined && { casino: query.casino }), fromMinute, toMinute };
}
