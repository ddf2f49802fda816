import { weightedIndex } from './weighted-index';

describe('weightedIndex', () => {
  it('never lands on a slice of weight 0 and handles weights that do not sum to 1', () => {
    const skewed = [
      { no_of_spins: 1, probability: 0 },
      { no_of_spins: 2, probability: 2 },
      { no_of_spins: 3, probability: 2 },
    ];
    expect(weightedIndex(skewed, 0)).toBe(1);
    expect(weightedIndex(skewed, 0.49)).toBe(1);
    expect(weightedIndex(skewed, 0.5)).toBe(2);
    expect(weightedIndex(skewed, 0.999999)).toBe(2);
  });
});
