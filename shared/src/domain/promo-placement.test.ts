import { isWebplayHomePromo } from './promo-placement';

describe('isWebplayHomePromo', () => {
  it('is a promo without placement lists that the operator shows in webplay mode', () => {
    expect(isWebplayHomePromo({ display_on: null, display_on_webplay: true })).toBe(true);
    expect(isWebplayHomePromo({ display_on_webplay: true })).toBe(true);
    expect(
      isWebplayHomePromo({ display_on: { pages: [], themes: [] }, display_on_webplay: true }),
    ).toBe(true);
  });

  it('is not a promo without the flag, nor one placed on pages', () => {
    expect(isWebplayHomePromo({ display_on: null })).toBe(false);
    expect(isWebplayHomePromo({ display_on: null, display_on_webplay: false })).toBe(false);
    expect(
      isWebplayHomePromo({ display_on: { pages: ['favorites'] }, display_on_webplay: true }),
    ).toBe(false);
  });
});
