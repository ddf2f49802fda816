import { findPlayerByUsername } from '../db/players';
import { createTestApp, type TestApp } from '../testing/test-app';
import { JoinError, joinedRuns, joinTournament } from './tournament-entries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.parlor.db;
const player = (username: string) => findPlayerByUsername(db(), 'fusion', username)!;
const entries = (playerId: number) =>
  (
    db()
      .prepare('SELECT COUNT(*) AS n FROM tournament_entries WHERE player_id = ?')
      .get(playerId) as { n: number }
  ).n;

describe('joining a tournament run', () => {
  it('writes one entry and one debit however often it is asked', () => {
    const vip = player('vip');
    const run = { playerId: vip.id, tournamentId: 7, runStart: 1_000, buyInCents: 500 };
    const first = joinTournament(db(), { ...run, now: 2_000 });
    expect(first).toEqual({
      created: true,
      chargedCents: 500,
      balanceCents: vip.balance_cents - 500,
      joinedAt: 2_000,
    });
    for (let i = 0; i < 5; i++) {
      expect(joinTournament(db(), { ...run, now: 3_000 + i })).toEqual({
        created: false,
        chargedCents: 0,
        balanceCents: vip.balance_cents - 500,
        joinedAt: 2_000,
      });
    }
    expect(player('vip').balance_cents).toBe(vip.balance_cents - 500);
    expect(entries(vip.id)).toBe(1);
    expect(joinedRuns(db(), vip.id)).toEqual(new Set(['7:1000']));
    // the next run of a recurring tournament is another entry
    joinTournament(db(), { ...run, runStart: 5_000 });
    expect(entries(vip.id)).toBe(2);
  });

  it('refuses a short balance and writes nothing', () => {
    const broke = player('broke');
    expect(broke.balance_cents).toBe(250);
    const attempt = () =>
      joinTournament(db(), {
        playerId: broke.id,
        tournamentId: 7,
        runStart: 1_000,
        buyInCents: 500,
      });
    expect(attempt).toThrow(JoinError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ code: 'insufficient_funds', balanceCents: 250 });
    }
    expect(player('broke').balance_cents).toBe(250);
    expect(entries(broke.id)).toBe(0);
  });

  it('joins a free tournament without touching the balance', () => {
    const alice = player('alice');
    const result = joinTournament(db(), {
      playerId: alice.id,
      tournamentId: 8,
      runStart: 1_000,
      buyInCents: 0,
    });
    expect(result).toMatchObject({ created: true, chargedCents: 0 });
    expect(player('alice').balance_cents).toBe(alice.balance_cents);
  });
});
