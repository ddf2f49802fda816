import { sample } from './random-sample';

describe('sample', () => {
  it('never returns more than there is', () => {
    expect(sample([1, 2], 5)).toHaveLength(2);
  });
  it('returns distinct items, as many as asked', () => {
    const picked = sample([1, 2, 3, 4, 5, 6], 4, () => 0.99);
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
  });
});
