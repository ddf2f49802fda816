import type { Promo } from '@parlor/shared';
import { withWildcard } from './promo-cards';

const promos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, title: `P${i}` }) as Promo);

describe('withWildcard', () => {
  it('adds one wildcard card after an odd number of cards, none after an even one', () => {
    expect(withWildcard(promos(5)).map((c) => c.kind)).toEqual([
      'promo',
      'promo',
      'promo',
      'promo',
      'promo',
      'wildcard',
    ]);
    expect(withWildcard(promos(1)).at(-1)).toEqual({ kind: 'wildcard' });
    expect(withWildcard(promos(4)).some((c) => c.kind === 'wildcard')).toBe(false);
    expect(withWildcard([])).toEqual([]);
  });
});
