// `health`'s table: per casino, remote and release, visits, load failure and error rates and the
// p75 web vitals, in aligned columns for a terminal ("–" where there is nothing to show); then a
// line per casino of the events not counted, by reason.
import type { DropReason, DropTotals } from './telemetry-store';
import type { SummaryRow } from './telemetry-summary';

const NONE = '–';

interface Column {
  title: string;
  cell(row: SummaryRow): string;
  right?: boolean;
}

const percent = (rate: number, visits: number) =>
  visits > 0 ? `${(rate * 100).toFixed(1)}%` : NONE;
const ms = (value: number | null) => (value === null ? NONE : String(Math.round(value)));

const COLUMNS: readonly Column[] = [
  { title: 'casino', cell: (row) => row.casino },
  { title: 'remote', cell: (row) => row.remote },
  { title: 'release', cell: (row) => row.release },
  { title: 'visits', cell: (row) => String(row.visits), right: true },
  {
    title: 'load failures',
    cell: (row) => percent(row.loadFailureRate, row.visits),
    right: true,
  },
  { title: 'errors', cell: (row) => percent(row.errorRate, row.visits), right: true },
  { title: 'p75 LCP ms', cell: (row) => ms(row.p75Lcp), right: true },
  { title: 'p75 INP ms', cell: (row) => ms(row.p75Inp), right: true },
];

/** A time to the second, in UTC. */
const when = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const DROP_NAMES: Record<DropReason, string> = {
  unknown_release: 'unknown release',
  preview: 'preview',
  visit_cap: 'past a visit’s cap',
  store_cap: 'past a storage cap',
};

/** `dropped (fusion): unknown release 1500, preview 3`, one line per casino. */
function dropLines(drops: readonly DropTotals[]): string[] {
  const byCasino = new Map<string, string[]>();
  for (const drop of drops) {
    const parts = byCasino.get(drop.casino) ?? [];
    parts.push(`${DROP_NAMES[drop.reason] ?? drop.reason} ${drop.events}`);
    byCasino.set(drop.casino, parts);
  }
  return [...byCasino].map(([casino, parts]) => `dropped (${casino}): ${parts.join(', ')}`);
}

export function formatHealth(
  rows: readonly SummaryRow[],
  range: { since: Date; until: Date },
  drops: readonly DropTotals[] = [],
): string[] {
  const heading = `telemetry from ${when(range.since)} to ${when(range.until)}`;
  if (rows.length === 0) return [heading, 'no visits reported', ...dropLines(drops)];
  const cells = [
    COLUMNS.map((c) => c.title),
    ...rows.map((row) => COLUMNS.map((c) => c.cell(row))),
  ];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)));
  const lines = cells.map((line) =>
    line
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        return COLUMNS[i]?.right ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd(),
  );
  return [heading, ...lines, ...dropLines(drops)];
}
