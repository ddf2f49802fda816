import {
  normaliseWinner,
  normaliseWinners,
  sortWinners,
  tickerRows,
  winnerGamePath,
} from './winners';

const base = { username: 'ann***', date: '2026-01-10T10:00:00Z', amount: 120, provider: 'netent' };

describe('normaliseWinner', () => {
  it('accepts both spellings of the game and its short name', () => {
    const modern = normaliseWinner({ ...base, game: 'Gold Rush', shortname: 'gold-rush' });
    const older = normaliseWinner({ ...base, game_name: 'Gold Rush', short_name: 'gold-rush' });
    expect(modern).toMatchObject({ game: 'Gold Rush', shortname: 'gold-rush', amount: 120 });
    expect(older).toEqual(modern);
    expect(normaliseWinner({ ...base, game: 'Mixed', short_name: 'mixed-one' })).toMatchObject({
      game: 'Mixed',
      shortname: 'mixed-one',
    });
  });

  it('drops rows it cannot show or link', () => {
    expect(normaliseWinner({ ...base, game: 'X' })).toBeNull();
    expect(normaliseWinner({ ...base, game: 'X', shortname: 'javascript:alert(1)' })).toBeNull();
    expect(normaliseWinner({ ...base, game: 'X', shortname: 'x', amount: 'lots' })).toBeNull();
    expect(normaliseWinner({ ...base, game: 'X', shortname: 'x', date: 'yesterday' })).toBeNull();
    expect(normaliseWinners({ not: 'a list' })).toBeNull();
    expect(normaliseWinners([null, { ...base, game: 'X', shortname: 'x' }])).toHaveLength(1);
  });
});

describe('winner lists', () => {
  const rows = normaliseWinners([
    { ...base, game: 'A', shortname: 'a', amount: 10, date: '2026-01-03T00:00:00Z' },
    { ...base, game: 'B', shortname: 'b', amount: 900, date: '2026-01-01T00:00:00Z' },
    { ...base, game: 'C', shortname: 'c', amount: 50, date: '2026-01-02T00:00:00Z' },
  ])!;

  it('sorts recent by date and biggest by amount', () => {
    expect(sortWinners(rows, 'recent').map((r) => r.game)).toEqual(['A', 'C', 'B']);
    expect(sortWinners(rows, 'biggest').map((r) => r.game)).toEqual(['B', 'C', 'A']);
  });

  it('shows 4 to 7 ticker rows by size', () => {
    expect([320, 600, 1000, 1400].map(tickerRows)).toEqual([4, 5, 6, 7]);
  });

  it('links a row to its game, with the provider in the multi-provider casino', () => {
    expect(winnerGamePath(rows[0]!, true)).toBe('/play/a?by=netent');
    expect(winnerGamePath(rows[0]!, false)).toBe('/play/a');
  });
});
