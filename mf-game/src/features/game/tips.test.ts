import { pickTip, tipCount } from './tips';

describe('tips', () => {
  it('draws one of 7 tips, or of 12 for fusion in French', () => {
    expect(tipCount(false, 'fr')).toBe(7);
    expect(tipCount(true, 'en')).toBe(7);
    expect(tipCount(true, 'fr')).toBe(12);
  });

  it('covers the whole range, never 0 or beyond', () => {
    expect(pickTip(true, 'en', () => 0)).toBe(1);
    expect(pickTip(true, 'en', () => 0.9999)).toBe(7);
    expect(pickTip(true, 'fr', () => 0.9999)).toBe(12);
    expect(pickTip(false, 'fr', () => 0.5)).toBe(4);
  });
});
