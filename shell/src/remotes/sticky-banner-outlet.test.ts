import { requiredExposes } from '@parlor/shared/release';

describe('StickyBannerOutlet', () => {
  it('places a module every promotions release must have', () => {
    expect(requiredExposes('mf_promotions')).toContain('./StickyBanner');
  });
});
