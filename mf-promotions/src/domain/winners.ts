import type { Winner } from '@parlor/shared';

/** A winner as the box shows it, whichever spelling the controller used. */
export interface WinnerRow {
  username: string;
  date: string;
  time: number;
  amount: number;
  game: string;
  shortname: string;
  provider: string;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Accepts game or game_name and shortname or short_name; anything unusable is dropped (null). */
export function normaliseWinner(raw: unknown): WinnerRow | null {
  if (!raw || typeof raw !== 'object') return null;
  const w = raw as Partial<Winner> & Record<string, unknown>;
  const username = text(w.username);
  const game = text(w.game) ?? text(w.game_name);
  const shortname = text(w.shortname) ?? text(w.short_name);
  const amount = typeof w.amount === 'number' ? w.amount : Number(w.amount);
  const time = typeof w.date === 'string' ? Date.parse(w.date) : NaN;
  if (!username || !game || !shortname || !/^[a-z0-9-]+$/.test(shortname)) return null;
  if (!Number.isFinite(amount) || amount <= 0 || !Number.isFinite(time)) return null;
  const provider = text(w.provider) ?? '';
  return { username, date: w.date as string, time, amount, game, shortname, provider };
}

export function normaliseWinners(raw: unknown): WinnerRow[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.map(normaliseWinner).filter((w): w is WinnerRow => w !== null);
}

export type WinnersTab = 'recent' | 'biggest';

export function sortWinners(rows: WinnerRow[], tab: WinnersTab): WinnerRow[] {
  return [...rows].sort((a, b) => (tab === 'recent' ? b.time - a.time : b.amount - a.amount));
}

/** The ticker shows 4 to 7 rows, more as the box grows (the product's breakpoints). */
export function tickerRows(width: number): number {
  if (width < 568) return 4;
  if (width < 800) return 5;
  if (width < 1200) return 6;
  return 7;
}

/** The game a winner row links to: the provider is kept when the casino has several. */
export function winnerGamePath(row: WinnerRow, isFusion: boolean): string {
  const path = `/play/${row.shortname}`;
  return isFusion && /^[a-z0-9-]+$/.test(row.provider)
    ? `${path}?by=${encodeURIComponent(row.provider)}`
    : path;
}
