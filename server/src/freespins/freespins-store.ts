// Daily free spins and the new-player coupon in the database: the player's campaign state, the
// daily seed (commit and reveal), the atomic redemption and the free spin grants the demo slot
// consumes. Parameterised SQL only; every write that gives spins runs in one IMMEDIATE transaction.
import { randomBytes } from 'node:crypto';
import type { FreeSpinsReason, Game } from '@parlor/shared/types';
import type { CasinoDef } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import { dfsGame } from './campaign-game';
import type { Db } from '../db/database';
import { passGateFor } from '../protection/money-gate';
import type { PlayerRow } from '../db/players';
import {
  EMAIL_TOKEN_TTL_MS,
  LAST_X_DAYS,
  NEW_PLAYER_CLASS,
  NEW_PLAYER_COUPON,
  NEW_PLAYER_SPINS,
  WHEEL_SLICES,
  commitmentOf,
  fractionOf,
  newYorkDay,
  reasonNotAllowed,
  weightedIndex,
  type Campaign,
} from './freespins-rules';

const DAY_MS = 86_400_000;
const CAMPAIGNS: readonly Campaign[] = [
  'daily',
  'none',
  'no_template',
  'no_game',
  'email_check_error',
];

export interface DfsPlayerState {
  campaign: Campaign;
  emailClicked: boolean;
  emailSentAt: number | null;
}

export function playerState(db: Db, playerId: number): DfsPlayerState {
  const row = db
    .prepare('SELECT campaign, email_clicked, email_sent_at FROM dfs_players WHERE player_id = ?')
    .get(playerId) as
    { campaign: string; email_clicked: number; email_sent_at: number | null } | undefined;
  const campaign = CAMPAIGNS.find((c) => c === row?.campaign) ?? 'daily';
  return {
    campaign,
    // a player the campaign has not seen yet (a new sign-up) confirms the email first
    emailClicked: row ? row.email_clicked === 1 : false,
    emailSentAt: row?.email_sent_at ?? null,
  };
}

export function redeemedOn(db: Db, playerId: number, day: string): boolean {
  return Boolean(
    db.prepare('SELECT 1 FROM dfs_redemptions WHERE player_id = ? AND day = ?').get(playerId, day),
  );
}

export function freeSpinsLeft(db: Db, playerId: number): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(remaining), 0) AS n FROM free_spin_grants WHERE player_id = ?')
    .get(playerId) as { n: number };
  return row.n;
}

export function depositsSince(db: Db, playerId: number, since: number): number {
  const row = db
    .prepare(
      'SELECT COALESCE(SUM(amount_cents), 0) AS n FROM deposits WHERE player_id = ? AND created_at >= ?',
    )
    .get(playerId, since) as { n: number };
  return row.n;
}

/** The player's secret seed of the day, created on first use. */
export function seedOf(db: Db, playerId: number, day: string): string {
  db.prepare('INSERT OR IGNORE INTO dfs_seeds (player_id, day, seed) VALUES (?, ?, ?)').run(
    playerId,
    day,
    randomBytes(32).toString('hex'),
  );
  return (
    db.prepare('SELECT seed FROM dfs_seeds WHERE player_id = ? AND day = ?').get(playerId, day) as {
      seed: string;
    }
  ).seed;
}

export interface Eligibility {
  reason: FreeSpinsReason | null;
  game: Game | null;
  day: string;
  state: DfsPlayerState;
}

export function eligibility(
  db: Db,
  casino: CasinoDef,
  catalogue: Catalogue,
  player: PlayerRow,
  now: number,
): Eligibility {
  const day = newYorkDay(now);
  const state = playerState(db, player.id);
  const game = dfsGame(catalogue);
  const balance = db.prepare('SELECT balance_cents FROM players WHERE id = ?').get(player.id) as {
    balance_cents: number;
  };
  const reason = reasonNotAllowed({
    casinoHasDfs: casino.dfs && !casino.fun_money_casino,
    campaign: state.campaign,
    gameAvailable: game !== null,
    emailClicked: state.emailClicked,
    redeemedToday: redeemedOn(db, player.id, day),
    activeCouponSpins: freeSpinsLeft(db, player.id),
    balanceCents: balance.balance_cents,
    depositsInWindowCents: depositsSince(db, player.id, now - LAST_X_DAYS * DAY_MS),
  });
  return { reason, game, day, state };
}

export type RedeemOutcome =
  | { ok: true; slice: number; spins: number; seed: string; day: string; game: Game }
  | { ok: false; reason: FreeSpinsReason };

/**
 * Redeems the daily spins: re-checks every rule, draws the slice from the day's seed and the
 * player's client seed, and records the redemption and the grant, all in one IMMEDIATE
 * transaction; the UNIQUE (player, day) row makes a second redemption fail even across processes.
 */
export function redeemDaily(
  db: Db,
  casino: CasinoDef,
  catalogue: Catalogue,
  player: PlayerRow,
  now: number,
  clientSeed: string,
): RedeemOutcome {
  return db
    .transaction((): RedeemOutcome => {
      // the protection gate first: it throws ProtectionRefused, and nothing is written
      passGateFor(db, player.id, { kind: 'bonus' }, now);
      const e = eligibility(db, casino, catalogue, player, now);
      if (e.reason !== null || !e.game) return { ok: false, reason: e.reason ?? 'no_dfs_game' };
      const seed = seedOf(db, player.id, e.day);
      const slice = weightedIndex(WHEEL_SLICES, fractionOf(seed, player.id, e.day, clientSeed));
      const spins = WHEEL_SLICES[slice]!.no_of_spins;
      const inserted = db
        .prepare(
          `INSERT OR IGNORE INTO dfs_redemptions (player_id, day, spins, game_slug, coupon, redeemed_at)
           VALUES (?, ?, ?, ?, NULL, ?)`,
        )
        .run(player.id, e.day, spins, e.game.shortname, now).changes;
      if (inserted !== 1) return { ok: false, reason: 'redeemed_today' };
      grantSpins(db, player.id, 'dfs', e.game, spins, now);
      return { ok: true, slice, spins, seed, day: e.day, game: e.game };
    })
    .immediate();
}

function grantSpins(
  db: Db,
  playerId: number,
  source: string,
  game: Game,
  spins: number,
  now: number,
) {
  db.prepare(
    `INSERT INTO free_spin_grants (player_id, source, shortname, provider, spins, remaining, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(playerId, source, game.shortname, game.provider, spins, spins, now);
}

export function hasRedeemedCoupon(db: Db, playerId: number, coupon: string): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM coupon_redemptions WHERE player_id = ? AND coupon = ?')
      .get(playerId, coupon),
  );
}

/** The one-time new-player offer is open for this player. */
export function newPlayerOfferOpen(db: Db, player: PlayerRow): boolean {
  return player.class === NEW_PLAYER_CLASS && !hasRedeemedCoupon(db, player.id, NEW_PLAYER_COUPON);
}

export type CouponOutcome =
  | { ok: true; spins: number; game: Game }
  | { ok: false; code: 'unknown_coupon' | 'not_eligible' | 'already_redeemed' | 'no_game' };

/** Redeems a coupon once per player (UNIQUE (player, coupon)), granting its spins atomically. */
export function redeemCouponOnce(
  db: Db,
  catalogue: Catalogue,
  player: PlayerRow,
  coupon: string,
  now: number,
): CouponOutcome {
  // the protection gate first: it throws ProtectionRefused (nothing is written)
  passGateFor(db, player.id, { kind: 'bonus' }, now);
  if (coupon !== NEW_PLAYER_COUPON) return { ok: false, code: 'unknown_coupon' };
  if (player.class !== NEW_PLAYER_CLASS) return { ok: false, code: 'not_eligible' };
  const game = dfsGame(catalogue);
  if (!game) return { ok: false, code: 'no_game' };
  return db
    .transaction((): CouponOutcome => {
      const inserted = db
        .prepare(
          'INSERT OR IGNORE INTO coupon_redemptions (player_id, coupon, redeemed_at) VALUES (?, ?, ?)',
        )
        .run(player.id, coupon, now).changes;
      if (inserted !== 1) return { ok: false, code: 'already_redeemed' };
      grantSpins(db, player.id, `coupon:${coupon}`, game, NEW_PLAYER_SPINS, now);
      return { ok: true, spins: NEW_PLAYER_SPINS, game };
    })
    .immediate();
}

/**
 * Takes one free spin of this player on this game, if a grant has one left (the oldest first).
 * Called inside the demo slot's settle transaction.
 */
export function takeFreeSpin(
  db: Db,
  playerId: number,
  shortname: string,
  provider: string,
): boolean {
  const grant = db
    .prepare(
      `SELECT id FROM free_spin_grants WHERE player_id = ? AND shortname = ? AND provider = ?
       AND remaining > 0 ORDER BY id LIMIT 1`,
    )
    .get(playerId, shortname, provider) as { id: number } | undefined;
  if (!grant) return false;
  return (
    db
      .prepare(
        'UPDATE free_spin_grants SET remaining = remaining - 1 WHERE id = ? AND remaining > 0',
      )
      .run(grant.id).changes === 1
  );
}

export function freeSpinsOn(db: Db, playerId: number, shortname: string, provider: string): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(remaining), 0) AS n FROM free_spin_grants
       WHERE player_id = ? AND shortname = ? AND provider = ?`,
    )
    .get(playerId, shortname, provider) as { n: number };
  return row.n;
}

// --- the confirmation email (the demo mailbox stands in for the player's inbox) ---

/** Records a sent email with a fresh one-time token and answers the token. */
export function sendConfirmationEmail(db: Db, playerId: number, now: number): string {
  const token = randomBytes(24).toString('hex');
  db.prepare(
    `INSERT INTO dfs_players (player_id, email_clicked, email_token, email_sent_at)
     VALUES (?, 0, ?, ?)
     ON CONFLICT (player_id) DO UPDATE SET email_token = excluded.email_token,
       email_sent_at = excluded.email_sent_at`,
  ).run(playerId, token, now);
  return token;
}

/** The pending, unexpired email of a player (the demo mailbox shows it), or null. */
export function pendingEmail(
  db: Db,
  playerId: number,
  now: number,
): { token: string; sentAt: number } | null {
  const row = db
    .prepare(
      'SELECT email_token, email_sent_at FROM dfs_players WHERE player_id = ? AND email_sent_at > ?',
    )
    .get(playerId, now - EMAIL_TOKEN_TTL_MS) as
    { email_token: string | null; email_sent_at: number } | undefined;
  return row?.email_token ? { token: row.email_token, sentAt: row.email_sent_at } : null;
}

/**
 * The link of the email was clicked: true when the token is this player's pending one and was
 * sent less than a day ago (EMAIL_TOKEN_TTL_MS).
 */
export function confirmEmail(db: Db, playerId: number, token: string, now: number): boolean {
  if (!/^[a-f0-9]{48}$/.test(token)) return false;
  return (
    db
      .prepare(
        `UPDATE dfs_players SET email_clicked = 1, email_token = NULL
         WHERE player_id = ? AND email_token = ? AND email_sent_at > ?`,
      )
      .run(playerId, token, now - EMAIL_TOKEN_TTL_MS).changes === 1
  );
}

export { commitmentOf, dfsGame };
