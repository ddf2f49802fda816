// The account history (GET /api/protection/history): the person's real-money bets and wins,
// tournament buy-ins, deposits and withdrawals over every account, newest first, of at most the
// last 12 months and at most 500 entries.
import type { HistoryEntry } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { addMonthsUtc, DAY_MS } from './periods';

export const HISTORY_MONTHS = 12;
export const HISTORY_MAX = 500;
export const HISTORY_TYPES = ['all', 'bet', 'win', 'buy_in', 'deposit', 'withdrawal'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export interface HistoryQuery {
  /** first instant (inclusive) */
  from: number;
  /** last instant (exclusive) */
  to: number;
  type: HistoryType;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD day, or null when it is not a real date. */
export function parseDay(value: string): number | null {
  const m = DAY_RE.exec(value);
  if (!m) return null;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(at).toISOString().slice(0, 10) === value ? at : null;
}

/**
 * The query's window and type: days are UTC and both ends included; `from` before the last 12
 * months is clamped to them. Answers a message for malformed input.
 */
export function parseHistoryQuery(query: unknown, now: number): HistoryQuery | string {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof q[name] === 'string' ? (q[name] as string) : undefined);
  for (const name of ['from', 'to', 'type']) {
    if (q[name] !== undefined && typeof q[name] !== 'string') return `${name} must be given once`;
  }
  const earliest = addMonthsUtc(now, -HISTORY_MONTHS);
  const fromText = text('from');
  const toText = text('to');
  const fromDay = fromText === undefined ? earliest : parseDay(fromText);
  const toDay = toText === undefined ? Math.floor(now / DAY_MS) * DAY_MS : parseDay(toText);
  if (fromDay === null || toDay === null) return 'from and to must be dates (YYYY-MM-DD)';
  if (fromDay > toDay) return 'from must not be after to';
  const type = text('type') ?? 'all';
  if (!(HISTORY_TYPES as readonly string[]).includes(type)) {
    return `type must be one of ${HISTORY_TYPES.join(', ')}`;
  }
  return { from: Math.max(fromDay, earliest), to: toDay + DAY_MS, type: type as HistoryType };
}

// One SELECT per kind of entry, all with the same columns, over the person's accounts; fixed
// text, values bound.
const OF_PERSON = 'player_id IN (SELECT id FROM players WHERE person_id = ?)';
const PARTS: Record<Exclude<HistoryType, 'all'>, string> = {
  bet: `SELECT created_at AS at, 'bet' AS type, shortname, provider, stake_cents AS amount,
          balance_after_cents - win_cents AS balance_after, NULL AS status, id * 2 AS ord
          FROM bets WHERE ${OF_PERSON} AND real_money = 1 AND stake_cents > 0
           AND created_at >= ? AND created_at < ?`,
  win: `SELECT created_at AS at, 'win' AS type, shortname, provider, win_cents AS amount,
          balance_after_cents AS balance_after, NULL AS status, id * 2 + 1 AS ord
          FROM bets WHERE ${OF_PERSON} AND real_money = 1 AND win_cents > 0
           AND created_at >= ? AND created_at < ?`,
  buy_in: `SELECT joined_at AS at, 'buy_in' AS type, NULL AS shortname, NULL AS provider,
          buy_in_cents AS amount, NULL AS balance_after, NULL AS status, id AS ord
          FROM tournament_entries WHERE ${OF_PERSON} AND buy_in_cents > 0
           AND joined_at >= ? AND joined_at < ?`,
  deposit: `SELECT created_at AS at, 'deposit' AS type, NULL AS shortname, NULL AS provider,
          amount_cents AS amount, NULL AS balance_after, NULL AS status, id AS ord
          FROM deposits WHERE ${OF_PERSON} AND created_at >= ? AND created_at < ?`,
  withdrawal: `SELECT requested_at AS at, 'withdrawal' AS type, NULL AS shortname,
          NULL AS provider, amount_cents AS amount, NULL AS balance_after, status, id AS ord
          FROM withdrawals WHERE ${OF_PERSON} AND requested_at >= ? AND requested_at < ?`,
};

interface Row {
  at: number;
  type: HistoryEntry['type'];
  shortname: string | null;
  provider: string | null;
  amount: number;
  balance_after: number | null;
  status: HistoryEntry['status'] | null;
}

/**
 * The entries of one person. Amounts are positive; the type says which way the money went; a
 * withdrawal carries where it stands.
 */
export function historyEntries(
  db: Db,
  personId: number,
  q: HistoryQuery,
  gameName: (shortname: string, provider: string) => string,
): HistoryEntry[] {
  const parts = q.type === 'all' ? (Object.keys(PARTS) as (keyof typeof PARTS)[]) : [q.type];
  const sql = `${parts.map((k) => PARTS[k]).join(' UNION ALL ')}
    ORDER BY at DESC, ord DESC LIMIT ${HISTORY_MAX}`;
  const params = parts.flatMap(() => [personId, q.from, q.to]);
  const rows = db.prepare(sql).all(...params) as Row[];
  return rows.map((r) => {
    const entry: HistoryEntry = {
      at: new Date(r.at).toISOString(),
      type: r.type,
      amount_cents: r.amount,
    };
    if (r.shortname !== null) entry.game = gameName(r.shortname, r.provider ?? '');
    if (r.balance_after !== null) entry.balance_after_cents = r.balance_after;
    if (r.status !== null) entry.status = r.status;
    return entry;
  });
}
