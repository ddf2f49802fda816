import { makeGame } from '../test-utils/fixtures';
import { availableSorts } from './list-sorts';

it('offers Top Jackpots only when some game has a jackpot above 0', () => {
  const games = [makeGame({ id: 1, jackpot: 10 }), makeGame({ id: 2, jackpot: 0 })];
  expect(availableSorts(games)).toEqual(['default', 'az', 'za', 'newest', 'jackpot']);
  expect(availableSorts(games.map((g) => ({ ...g, jackpot: 0 })))).toEqual([
    'default',
    'az',
    'za',
    'newest',
  ]);
});
