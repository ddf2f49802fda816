// Winners: real big wins settled by the demo games (the bets table, real money only) merged with a
// seeded history, so the box is never empty on a fresh casino. docs/promotions.md has the rules.
import type { Game, Winner } from '@parlor/shared/types';
import type { CasinoDef } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import type { Db } from '../db/database';
import { playerAlias } from '../player/player-alias';

/** A round is a big win when it pays at least this many times its stake... */
export const BIG_WIN_MIN_MULTIPLIER = 2;
/** ...and at least this much (cents). */
export const BIG_WIN_MIN_CENTS = 100;
/** Each list (recent, biggest) the server answers at most this many rows. */
export const WINNERS_LIMIT = 20;

/** The seeded winners' first and last names (shown as aliases, like real players). */
const HISTORY_NAMES: [string, string][] = [
  ['Lucia', 'Lorenz'],
  ['Simon', 'Marsh'],
  ['Greta', 'Finch'],
  ['Marisa', 'Jackson'],
  ['Rhea', 'Quinn'],
  ['Tobias', 'Weber'],
  ['Nora', 'Owens'],
  ['Carla', 'Ruiz'],
  ['Benny', 'Baker'],
  ['Zoe', 'Adams'],
  ['Marek', 'Novak'],
  ['Sunny', 'Park'],
];

interface WinRow {
  fname: string;
  lname: string;
  shortname: string;
  provider: string;
  win_cents: number;
  created_at: number;
}

function realWins(db: Db, casino: CasinoDef, order: 'recent' | 'biggest'): WinRow[] {
  const sort = order === 'recent' ? 'b.created_at DESC' : 'b.win_cents DESC, b.created_at DESC';
  return db
    .prepare(
      `SELECT p.fname, p.lname, b.shortname, b.provider, b.win_cents, b.created_at
         FROM bets b JOIN players p ON p.id = b.player_id
        WHERE p.casino_key = ? AND b.real_money = 1 AND b.win_cents >= ?
          AND b.win_cents >= b.stake_cents * ?
        ORDER BY ${sort} LIMIT ?`,
    )
    .all(casino.key, BIG_WIN_MIN_CENTS, BIG_WIN_MIN_MULTIPLIER, WINNERS_LIMIT) as WinRow[];
}

/**
 * The seeded history: deterministic per casino, dated relative to now (hours ago) so the recent
 * tab stays plausible. It uses the other spelling of the fields (game_name, short_name), which
 * older controllers answer; the client accepts both.
 */
export function seededHistory(catalogue: Catalogue, now: number): Winner[] {
  const games = catalogue.games.filter((g: Game) => g.game_lock === 0 && g.pre_release === 0);
  if (games.length === 0) return [];
  return HISTORY_NAMES.map(([fname, lname], i) => {
    const game = games[(i * 7 + 3) % games.length]!;
    return {
      username: playerAlias(fname, lname),
      date: new Date(now - (i + 1) * 3 * 3_600_000).toISOString(),
      amount: [1250, 480.5, 9800, 215, 3300, 760, 15400, 128, 2045, 640, 5120, 310][i]!,
      game_name: game.display_name,
      short_name: game.shortname,
      provider: game.provider,
    };
  });
}

function toWinner(row: WinRow, catalogue: Catalogue): Winner {
  const game = catalogue.byKey.get(`${row.shortname}|${row.provider}`);
  return {
    // the leaderboard's alias: a username is half of a login, never shown (SECURITY.md)
    username: playerAlias(row.fname, row.lname),
    date: new Date(row.created_at).toISOString(),
    amount: row.win_cents / 100,
    game: game?.display_name ?? row.shortname,
    shortname: row.shortname,
    provider: row.provider,
  };
}

/** The most recent and the biggest wins (each up to WINNERS_LIMIT), without duplicates. */
export function listWinners(
  db: Db,
  casino: CasinoDef,
  catalogue: Catalogue,
  now = Date.now(),
): Winner[] {
  const history = seededHistory(catalogue, now);
  const recentReal = realWins(db, casino, 'recent').map((r) => toWinner(r, catalogue));
  const biggestReal = realWins(db, casino, 'biggest').map((r) => toWinner(r, catalogue));
  const all = [...recentReal, ...biggestReal, ...history];
  const byDate = [...all].sort((a, b) => b.date.localeCompare(a.date)).slice(0, WINNERS_LIMIT);
  const byAmount = [...all].sort((a, b) => b.amount - a.amount).slice(0, WINNERS_LIMIT);
  const seen = new Set<string>();
  const out: Winner[] = [];
  for (const w of [...byDate, ...byAmount]) {
    const key = `${w.username}|${w.date}|${w.amount}|${w.shortname ?? w.short_name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(w);
  }
  return out;
}
