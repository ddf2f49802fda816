// Daily free spins: the campaign constants and the pure rules the controller applies
// (docs/free-spins.md). Everything here is deterministic for a given input.
import { createHash, createHmac } from 'node:crypto';
import { serverWallClock } from '@parlor/shared/server';
import type { FreeSpinsReason, FreeSpinsSlice } from '@parlor/shared/types';

/** The wheel: spins on each slice and the slice's weight (weights sum to 1). */
export const WHEEL_SLICES: readonly FreeSpinsSlice[] = [
  { no_of_spins: 5, probability: 0.3 },
  { no_of_spins: 10, probability: 0.25 },
  { no_of_spins: 15, probability: 0.15 },
  { no_of_spins: 20, probability: 0.12 },
  { no_of_spins: 25, probability: 0.08 },
  { no_of_spins: 30, probability: 0.05 },
  { no_of_spins: 40, probability: 0.03 },
  { no_of_spins: 50, probability: 0.02 },
];

export const LAST_X_DAYS = 7;
export const REQUIRED_MINIMUM_DEPOSIT_CENTS = 1_000;
/** The five-dollar rule: a balance under this may not redeem daily spins. */
export const MINIMUM_BALANCE_CENTS = 500;
export const NEW_PLAYER_COUPON = 'WELCOME50';
export const NEW_PLAYER_SPINS = 50;
export const NEW_PLAYER_CLASS = 'new_player';
export const COUPON_TEMPLATE = 'DFS-DAILY';

/** A confirmation link works for a day after it was sent. */
export const EMAIL_TOKEN_TTL_MS = 86_400_000;
/** Confirmation emails a player may ask for per window. */
export const EMAIL_SENDS_PER_WINDOW = 3;
export const EMAIL_SEND_WINDOW_MS = 15 * 60_000;

/** Where a player stands in the free spins campaign (the dfs_players row, or the default). */
export type Campaign = 'daily' | 'none' | 'no_template' | 'no_game' | 'email_check_error';

export interface EligibilityInput {
  casinoHasDfs: boolean;
  campaign: Campaign;
  gameAvailable: boolean;
  emailClicked: boolean;
  redeemedToday: boolean;
  activeCouponSpins: number;
  balanceCents: number;
  depositsInWindowCents: number;
}

/** The first rule a player fails, in the order the controller checks them; null when allowed. */
export function reasonNotAllowed(input: EligibilityInput): FreeSpinsReason | null {
  if (!input.casinoHasDfs || input.campaign === 'none') return 'no_dfs_data';
  if (input.campaign === 'email_check_error') return 'server_error_email_click';
  if (input.campaign === 'no_template') return 'no_dfs_template';
  if (input.campaign === 'no_game' || !input.gameAvailable) return 'no_dfs_game';
  if (!input.emailClicked) return 'email_not_clicked';
  if (input.redeemedToday) return 'redeemed_today';
  if (input.activeCouponSpins > 0) return 'active_coupon';
  if (input.balanceCents < MINIMUM_BALANCE_CENTS) return 'fivedolar_balance';
  if (input.depositsInWindowCents < REQUIRED_MINIMUM_DEPOSIT_CENTS) return 'minimum_deposit';
  return null;
}

/**
 * The DFS call's dfs_popup.show: the popup opens by itself when there is something to take (a
 * spin, the new-player offer) or to do first (confirm the email address).
 */
export function popupShows(data: {
  allowed_to_redeem: boolean;
  reason_not_allowed_to_redeem: FreeSpinsReason | null;
  new_player_offer?: boolean;
}): boolean {
  return (
    data.allowed_to_redeem ||
    data.new_player_offer === true ||
    data.reason_not_allowed_to_redeem === 'email_not_clicked'
  );
}

/** The calendar day in New York (the server's time zone) of an instant: YYYY-MM-DD. */
export function newYorkDay(at: number): string {
  const { year, month, day } = serverWallClock(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

// The draw's rule is the browser's too (it checks a revealed seed): written once in shared.
export { weightedIndex } from '@parlor/shared/server';

/** Commit and reveal: the public hash of a seed. */
export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** The player's part of the draw: a random string the browser picks and sends with the redeem. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isClientSeed(v: unknown): v is string {
  return typeof v === 'string' && CLIENT_SEED_PATTERN.test(v);
}

/**
 * The [0, 1) fraction of one player's day: HMAC-SHA256 keyed by the server's committed seed over
 * `<player id>:<day>:<client seed>`, first 48 bits. The server commits to its seed before it sees
 * the client seed, so it cannot pick a seed that lands on a cheap slice.
 */
export function fractionOf(
  seed: string,
  playerId: number,
  day: string,
  clientSeed: string,
): number {
  const mac = createHmac('sha256', seed)
    .update(`${playerId}:${day}:${clientSeed}`, 'utf8')
    .digest();
  return mac.readUIntBE(0, 6) / 2 ** 48;
}
