import { isPromoListPath } from './promo-list-paths';

describe('isPromoListPath', () => {
  it('matches a list by its path, or by a prefix ending in a slash', () => {
    const placed = ['/all-games', '/category/'];
    expect(isPromoListPath(placed, '/all-games')).toBe(true);
    expect(isPromoListPath(placed, '/category/online-slots')).toBe(true);
    expect(isPromoListPath(placed, '/all-games/more')).toBe(false);
    expect(isPromoListPath(placed, '/theme/egypt')).toBe(false);
  });

  it('an empty name matches nothing', () => {
    expect(isPromoListPath([''], '/all-games')).toBe(false);
    expect(isPromoListPath([], '/')).toBe(false);
  });
});
