// Post-game balance check (docs/product-rules.md, "Game page"). Only when the validation flag is
// set (a real-money game was played), the balance is re-read and compared with the one from before
// the game: a change of at least +100 (live environment) or +3 (any other) raises `win`, at most
// -100 / -3 raises `lose`; a new balance under 5 with any nonzero change raises `lowbalance`.
// Then the flag is reset. The flag and the balance before the game live in session storage so
// that the check survives a reload between launch and exit.
import type { CasinoConfig, NotificationName } from '../types/entities';
import { sessionStorageOrNull, type StorageLike } from './browser-storage';

export const LOW_BALANCE_THRESHOLD = 5;
export const WIN_LOSE_THRESHOLD_LIVE = 100;
export const WIN_LOSE_THRESHOLD_OTHER = 3;
export const BALANCE_CHECK_KEY = 'parlor:balance-check';

export type BalanceNotification = Extract<NotificationName, 'win' | 'lose' | 'lowbalance'>;

export interface BalanceCheckInput {
  /** the validation flag */
  validate: boolean;
  previous: number | null;
  next: number | null;
  environment: CasinoConfig['environment'];
}

export interface BalanceCheckResult {
  notifications: BalanceNotification[];
  /** the flag after the check: always reset */
  validate: false;
}

export function winLoseThreshold(environment: CasinoConfig['environment']): number {
  return environment === 'live' ? WIN_LOSE_THRESHOLD_LIVE : WIN_LOSE_THRESHOLD_OTHER;
}

/** The notifications the balance change raises (none without the flag or without figures). */
export function postGameBalanceCheck(input: BalanceCheckInput): BalanceCheckResult {
  const done = (notifications: BalanceNotification[]): BalanceCheckResult => ({
    notifications,
    validate: false,
  });
  const { previous, next } = input;
  if (!input.validate || previous === null || next === null) return done([]);
  if (!Number.isFinite(previous) || !Number.isFinite(next)) return done([]);
  // compare in cents: 0.1 + 0.2 style float noise must not cross a threshold
  const change = Math.round(next * 100) - Math.round(previous * 100);
  const threshold = winLoseThreshold(input.environment) * 100;
  const out: BalanceNotification[] = [];
  if (change >= threshold) out.push('win');
  else if (change <= -threshold) out.push('lose');
  if (change !== 0 && Math.round(next * 100) < LOW_BALANCE_THRESHOLD * 100) out.push('lowbalance');
  return done(out);
}

/** Sets the validation flag with the balance before the game. */
export function armBalanceCheck(
  balance: number | null,
  storage: StorageLike | null = sessionStorageOrNull(),
): void {
  if (balance === null || !Number.isFinite(balance)) return;
  try {
    storage?.setItem(BALANCE_CHECK_KEY, JSON.stringify({ balance }));
  } catch {
    // storage unavailable: no check after this game
  }
}

/** Reads and resets the flag: the balance before the game, or null when the flag is not set. */
export function takeBalanceCheck(
  storage: StorageLike | null = sessionStorageOrNull(),
): number | null {
  try {
    const raw = storage?.getItem(BALANCE_CHECK_KEY);
    storage?.removeItem(BALANCE_CHECK_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { balance?: unknown };
    return typeof parsed.balance === 'number' && Number.isFinite(parsed.balance)
      ? parsed.balance
      : null;
  } catch {
    return null;
  }
}
