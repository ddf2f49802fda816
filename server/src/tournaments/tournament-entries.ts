// Joining a tournament's run (docs/controller.md, "Tournaments"). The entry and its buy-in are
// written in one IMMEDIATE transaction: the buy-in leaves the real balance only when the entry is
// created, a short balance writes nothing, and the UNIQUE (player, tournament, run) row makes a
// repeated or concurrent join a no-op that is never charged twice.
import type { Db } from '../db/database';
import { passGateFor } from '../protection/money-gate';

export class JoinError extends Error {
  constructor(
    readonly code: 'insufficient_funds',
    message: string,
    readonly balanceCents: number,
  ) {
    super(message);
    this.name = 'JoinError';
  }
}

export interface JoinRequest {
  playerId: number;
  tournamentId: number;
  /** the run's start (epoch ms): a recurring tournament is joined run by run */
  runStart: number;
  buyInCents: number;
  now?: number;
}

export interface JoinResult {
  /** this call created the entry (and took the buy-in); false when the player was already in */
  created: boolean;
  /** what this call took from the balance */
  chargedCents: number;
  balanceCents: number;
  joinedAt: number;
}

/**
 * Joins once; throws a JoinError when the balance does not cover the buy-in, or ProtectionRefused
 * (nothing written either way).
 */
export function joinTournament(db: Db, req: JoinRequest): JoinResult {
  const now = req.now ?? Date.now();
  if (!Number.isInteger(req.buyInCents) || req.buyInCents < 0) throw new Error('bad buy-in');
  return db
    .transaction((): JoinResult => {
      const balance = () =>
        (
          db.prepare('SELECT balance_cents FROM players WHERE id = ?').get(req.playerId) as {
            balance_cents: number;
          }
        ).balance_cents;
      const existing = db
        .prepare(
          `SELECT joined_at FROM tournament_entries
            WHERE player_id = ? AND tournament_id = ? AND run_start = ?`,
        )
        .get(req.playerId, req.tournamentId, req.runStart) as { joined_at: number } | undefined;
      if (existing) {
        return {
          created: false,
          chargedCents: 0,
          balanceCents: balance(),
          joinedAt: existing.joined_at,
        };
      }
      // a buy-in is a stake: the protection gate (break, exclusion, age, session limit, reality
      // check, loss limit) refuses by throwing, before anything is written
      passGateFor(
        db,
        req.playerId,
        { kind: 'stake', costCents: req.buyInCents, realMoney: true },
        now,
      );
      if (req.buyInCents > 0) {
        const taken = db
          .prepare(
            `UPDATE players SET balance_cents = balance_cents - ?
              WHERE id = ? AND balance_cents >= ?`,
          )
          .run(req.buyInCents, req.playerId, req.buyInCents).changes;
        if (taken !== 1) {
          throw new JoinError(
            'insufficient_funds',
            'The balance does not cover the buy-in',
            balance(),
          );
        }
      }
      db.prepare(
        `INSERT INTO tournament_entries (player_id, tournament_id, run_start, buy_in_cents, joined_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(req.playerId, req.tournamentId, req.runStart, req.buyInCents, now);
      return {
        created: true,
        chargedCents: req.buyInCents,
        balanceCents: balance(),
        joinedAt: now,
      };
    })
    .immediate();
}

/** The runs this player has joined, as `${tournamentId}:${runStart}`. */
export function joinedRuns(db: Db, playerId: number): Set<string> {
  const rows = db
    .prepare('SELECT tournament_id, run_start FROM tournament_entries WHERE player_id = ?')
    .all(playerId) as { tournament_id: number; run_start: number }[];
  return new Set(rows.map((r) => `${r.tournament_id}:${r.run_start}`));
}
