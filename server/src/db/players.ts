// Players, sessions, favorites, recent games and messages: parameterised SQL only.
import type { Balances, Favorite, Message, Player } from '@parlor/shared/types';
import type { Db } from './database';
import { ensurePerson } from '../people/persons';

export interface PlayerRow {
  id: number;
  casino_key: string;
  username: string;
  password_hash: string;
  fname: string;
  lname: string;
  email: string;
  class: string;
  class_vip_level: number;
  class_display_name: string;
  currency_code: string;
  practicemode: number;
  balance_cents: number;
  withdrawable_cents: number;
  playthrough_cents: number;
  bonus_cents: number;
  comp_points: number;
  /** the person behind the account (people/persons.ts) */
  person_id: number;
  /** the version of the casino's terms the player accepted; null: none yet */
  terms_version: string | null;
  marketing_consent: number;
}

export interface NewPlayer {
  casino_key: string;
  username: string;
  password_hash: string;
  fname: string;
  lname: string;
  email: string;
  class?: string;
  class_vip_level?: number;
  class_display_name?: string;
  currency_code?: string;
  practicemode?: boolean;
  balance_cents?: number;
  withdrawable_cents?: number;
  playthrough_cents?: number;
  bonus_cents?: number;
  comp_points?: number;
  /** YYYY-MM-DD, kept on the person */
  dob?: string | null;
  terms_version?: string | null;
  marketing_consent?: boolean;
}

export const cents = (units: number): number => Math.round(units * 100);
export const units = (c: number): number => Math.round(c) / 100;

export function findPlayerByUsername(
  db: Db,
  casinoKey: string,
  username: string,
): PlayerRow | undefined {
  return db
    .prepare('SELECT * FROM players WHERE casino_key = ? AND username = ?')
    .get(casinoKey, username) as PlayerRow | undefined;
}

export function findPlayerById(db: Db, id: number): PlayerRow | undefined {
  return db.prepare('SELECT * FROM players WHERE id = ?').get(id) as PlayerRow | undefined;
}

/**
 * Insert a player, linked to the person of its e-mail (made on first sight); returns its id, or
 * null when the username is taken in that casino. One account per person per casino is the
 * sign-up's rule (people/open-account.ts).
 */
export function insertPlayer(db: Db, p: NewPlayer, now = Date.now()): number | null {
  const person = ensurePerson(
    db,
    { email: p.email, fname: p.fname, lname: p.lname, dob: p.dob },
    now,
  );
  const result = db
    .prepare(
      `INSERT INTO players (casino_key, username, password_hash, fname, lname, email, class,
         class_vip_level, class_display_name, currency_code, practicemode, balance_cents,
         withdrawable_cents, playthrough_cents, bonus_cents, comp_points, person_id, terms_version,
         marketing_consent)
       VALUES (@casino_key, @username, @password_hash, @fname, @lname, @email, @class,
         @class_vip_level, @class_display_name, @currency_code, @practicemode, @balance_cents,
         @withdrawable_cents, @playthrough_cents, @bonus_cents, @comp_points, @person_id,
         @terms_version, @marketing_consent)
       ON CONFLICT (casino_key, username) DO NOTHING`,
    )
    .run({
      casino_key: p.casino_key,
      username: p.username,
      password_hash: p.password_hash,
      fname: p.fname,
      lname: p.lname,
      email: p.email,
      class: p.class ?? 'regular',
      class_vip_level: p.class_vip_level ?? 0,
      class_display_name: p.class_display_name ?? 'Regular',
      currency_code: p.currency_code ?? 'USD',
      practicemode: p.practicemode ? 1 : 0,
      balance_cents: p.balance_cents ?? 0,
      withdrawable_cents: p.withdrawable_cents ?? 0,
      playthrough_cents: p.playthrough_cents ?? 0,
      bonus_cents: p.bonus_cents ?? 0,
      comp_points: p.comp_points ?? 0,
      person_id: person.id,
      terms_version: p.terms_version ?? null,
      marketing_consent: p.marketing_consent ? 1 : 0,
    });
  return result.changes === 1 ? Number(result.lastInsertRowid) : null;
}

export function balancesOf(row: PlayerRow): Balances {
  return {
    balance: units(row.balance_cents),
    currency_code: row.currency_code,
    // what the cashier lets the player withdraw: the real balance (bonus money is apart)
    withdrawable: units(row.balance_cents),
    playthrough: units(row.playthrough_cents),
    bonus: units(row.bonus_cents),
    comp_points: row.comp_points,
  };
}

export function listFavorites(db: Db, playerId: number): Favorite[] {
  return db
    .prepare('SELECT shortname, provider FROM favorites WHERE player_id = ? ORDER BY id')
    .all(playerId) as Favorite[];
}

/** Idempotent: adding an existing favorite or removing a missing one still succeeds. */
export function setFavorite(db: Db, playerId: number, fav: Favorite, add: boolean): void {
  if (add) {
    db.prepare(
      `INSERT INTO favorites (player_id, shortname, provider, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (player_id, shortname, provider) DO NOTHING`,
    ).run(playerId, fav.shortname, fav.provider, Date.now());
  } else {
    db.prepare('DELETE FROM favorites WHERE player_id = ? AND shortname = ? AND provider = ?').run(
      playerId,
      fav.shortname,
      fav.provider,
    );
  }
}

export function listRecentGames(db: Db, playerId: number, limit = 12): Favorite[] {
  return db
    .prepare(
      'SELECT shortname, provider FROM recent_games WHERE player_id = ? ORDER BY played_at DESC, id DESC LIMIT ?',
    )
    .all(playerId, limit) as Favorite[];
}

export function recordRecentGame(db: Db, playerId: number, fav: Favorite, at = Date.now()): void {
  db.prepare(
    `INSERT INTO recent_games (player_id, shortname, provider, played_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (player_id, shortname, provider) DO UPDATE SET played_at = excluded.played_at`,
  ).run(playerId, fav.shortname, fav.provider, at);
}

export function countUnread(db: Db, playerId: number): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM messages WHERE player_id = ? AND read = 0')
    .get(playerId) as { n: number };
  return row.n;
}

export function listMessages(db: Db, playerId: number): Message[] {
  const rows = db
    .prepare(
      'SELECT id, subject, body, sent_at, read FROM messages WHERE player_id = ? ORDER BY sent_at DESC, id DESC',
    )
    .all(playerId) as {
    id: number;
    subject: string;
    body: string;
    sent_at: string;
    read: number;
  }[];
  return rows.map((r) => ({ ...r, read: r.read === 1 }));
}

export function markAllRead(db: Db, playerId: number): number {
  return db.prepare('UPDATE messages SET read = 1 WHERE player_id = ? AND read = 0').run(playerId)
    .changes;
}

export function insertMessage(
  db: Db,
  playerId: number,
  m: { subject: string; body: string; sent_at: string; read: boolean },
): void {
  db.prepare(
    'INSERT INTO messages (player_id, subject, body, sent_at, read) VALUES (?, ?, ?, ?, ?)',
  ).run(playerId, m.subject, m.body, m.sent_at, m.read ? 1 : 0);
}

export function toPlayer(db: Db, row: PlayerRow): Player {
  return {
    PID: row.id,
    username: row.username,
    fname: row.fname,
    lname: row.lname,
    class: row.class,
    class_vip_level: row.class_vip_level,
    class_display_name: row.class_display_name,
    currency_code: row.currency_code,
    practicemode: row.practicemode === 1,
    balances: balancesOf(row),
    favorites: listFavorites(db, row.id),
  };
}
