// The dates of the account history's filter: calendar days (YYYY-MM-DD) in the player's own time,
// the last 30 days by default, never more than the 12 months the server keeps.
import type { HistoryQuery, HistoryType } from '../api/protection-client';

export const DEFAULT_HISTORY_DAYS = 30;
export const HISTORY_TYPES: readonly HistoryType[] = [
  'all',
  'bet',
  'win',
  'buy_in',
  'deposit',
  'withdrawal',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `at`. */
export function dayOf(at: Date): string {
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
}

/** The query the page opens with: every type, the last 30 days up to today. */
export function defaultHistoryQuery(now: Date): HistoryQuery {
  return { from: dayOf(daysBefore(now, DEFAULT_HISTORY_DAYS)), to: dayOf(now), type: 'all' };
}

/** The first day the server still has (12 months back). */
export function earliestHistoryDay(now: Date): string {
  return dayOf(new Date(now.getFullYear() - 1, now.getMonth(), now.getDate()));
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

function isDay(v: string): boolean {
  if (!DAY_RE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

export type RangeProblem = 'missing' | 'order';

/** Why a range cannot be asked for, or null. Days compare as strings (same fixed format). */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'missing';
  return from > to ? 'order' : null;
}
