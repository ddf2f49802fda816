import type { Promo } from '@parlor/shared';

export type PromoCardItem = { kind: 'promo'; promo: Promo } | { kind: 'wildcard' };

/** Regular promo cards sit two by two: an odd count gets a wildcard card to close the grid. */
export function withWildcard(promos: Promo[]): PromoCardItem[] {
  const cards: PromoCardItem[] = promos.map((promo) => ({ kind: 'promo', promo }));
  if (promos.length % 2 === 1) cards.push({ kind: 'wildcard' });
  return cards;
}
