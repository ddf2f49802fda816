// Leaderboards from real bets: every real-money bet on one of a tournament's games during its run
// scores 1 point per 0.10 wagered (docs/controller.md, "Tournaments").
import type { TournamentLeaderboardEntry } from '@parlor/shared/types';
import type { Db } from '../db/database';

export const LEADERBOARD_SIZE = 10;
/** Cents wagered per point. */
export const CENTS_PER_POINT = 10;

interface Row {
  player_id: number;
  fname: string;
  lname: string;
  staked: number;
  first_bet: number;
}

/** "Alice S.": first name and initial, never the username (it logs in). */
export function playerAlias(fname: string, lname: string): string {
  const first = fname.trim() || 'Player';
  const initial = lname.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/**
 * The top players of a tournament, and the given player's own row after them when outside the
 * top. Ties go to whoever bet first.
 */
export function leaderboard(
  db: Db,
  opts: {
    casinoKey: string;
    shortnames: string[];
    start: number;
    end: number;
    playerId: number | null;
  },
): TournamentLeaderboardEntry[] {
  if (opts.shortnames.length === 0) return [];
  const marks = opts.shortnames.map(() => '?').join(', ');
  const rows = db
    .prepare(
      `SELECT b.player_id, p.fname, p.lname, SUM(b.stake_cents) AS staked,
              MIN(b.created_at) AS first_bet
         FROM bets b JOIN players p ON p.id = b.player_id
        WHERE p.casino_key = ? AND b.real_money = 1
          AND b.created_at >= ? AND b.created_at < ?
          AND b.shortname IN (${marks})
        GROUP BY b.player_id
        ORDER BY staked DESC, first_bet ASC, b.player_id ASC`,
    )
    .all(opts.casinoKey, opts.start, opts.end, ...opts.shortnames) as Row[];
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
