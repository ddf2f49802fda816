// Leaderboards from real bets: only players who joined the run are ranked, and only from their
// real-money bets on one of its games placed after they joined, 1 point per 0.10 wagered. Free
// spins cost the player nothing and never count (docs/controller.md, "Tournaments").
import type { TournamentLeaderboardEntry } from '@parlor/shared/types';
import type { Db } from '../db/database';
import { playerAlias } from '../player/player-alias';

export { playerAlias };

export const LEADERBOARD_SIZE = 10;
/** Cents wagered per point. */
export const CENTS_PER_POINT = 10;

interface Row {
  player_id: number;
  fname: string;
  lname: string;
  staked: number;
  first_bet: number | null;
  joined_at: number;
}

/**
 * The top entrants of a tournament's run, and the given player's own row after them when outside
 * the top. An entrant with no bet yet has 0 points. Ties go to whoever bet first, then to whoever
 * joined first.
 */
export function leaderboard(
  db: Db,
  opts: {
    casinoKey: string;
    tournamentId: number;
    /** the run's start (the entries' `run_start`) */
    runStart: number;
    /** shortnames of its games */
    shortnames: string[];
    /** bets count up to here (the run's end, or now while it runs) */
    end: number;
    playerId: number | null;
  },
): TournamentLeaderboardEntry[] {
  const marks = opts.shortnames.map(() => '?').join(', ');
  const games = opts.shortnames.length ? `b.shortname IN (${marks})` : '0';
  const rows = db
    .prepare(
      `SELECT e.player_id, p.fname, p.lname, e.joined_at,
              COALESCE(SUM(b.stake_cents), 0) AS staked, MIN(b.created_at) AS first_bet
         FROM tournament_entries e
         JOIN players p ON p.id = e.player_id
         LEFT JOIN bets b ON b.player_id = e.player_id
              AND b.real_money = 1 AND b.free_spin = 0 AND b.stake_cents > 0
              AND b.created_at >= e.joined_at AND b.created_at >= e.run_start
              AND b.created_at < ?
              AND ${games}
        WHERE e.tournament_id = ? AND e.run_start = ? AND p.casino_key = ?
        GROUP BY e.player_id
        ORDER BY staked DESC, first_bet IS NULL, first_bet ASC, e.joined_at ASC, e.player_id ASC`,
    )
    .all(opts.end, ...opts.shortnames, opts.tournamentId, opts.runStart, opts.casinoKey) as Row[];
  const out: TournamentLeaderboardEntry[] = [];
  rows.forEach((row, i) => {
    const me = row.player_id === opts.playerId;
    if (i < LEADERBOARD_SIZE || me) {
      out.push({
        rank: i + 1,
        alias: playerAlias(row.fname, row.lname),
        points: Math.floor(row.staked / CENTS_PER_POINT),
        ...(me ? { me: true } : {}),
      });
    }
  });
  return out;
}
