import type { Promo } from '@parlor/shared';
import {
  matchingPromos,
  pagePlacement,
  promoMatchesPage,
  type PageContext,
} from './promo-matching';

const promo = (display_on: Promo['display_on'], display_on_webplay?: boolean): Promo => ({
  id: 1,
  title: 't',
  text: '',
  image: '',
  cta_link: '/',
  cta_text: 'Go',
  terms: '',
  min_deposit: null,
  display_on,
  ...(display_on_webplay === undefined ? {} : { display_on_webplay }),
});
const home: PageContext = { page: 'home', webplay: true };

describe('promoMatchesPage', () => {
  it('shows a promo without placement only on home in webplay mode, when display_on_webplay', () => {
    for (const none of [null, undefined, {}, { pages: [], themes: [] }]) {
      expect(promoMatchesPage(promo(none, true), home)).toBe(true);
      expect(promoMatchesPage(promo(none, true), { ...home, webplay: false })).toBe(false);
      expect(promoMatchesPage(promo(none, true), { page: 'promotions', webplay: true })).toBe(
        false,
      );
      // the server's page preloads only such a promo: without the flag, home does not show it
      expect(promoMatchesPage(promo(none), home)).toBe(false);
      expect(promoMatchesPage(promo(none, false), home)).toBe(false);
    }
  });

  it('shows a promo on every page its display_on lists', () => {
    const placed = promo({ pages: ['favorites', 'providers', 'tournaments'] }, true);
    for (const page of ['favorites', 'providers', 'tournaments']) {
      expect(promoMatchesPage(placed, { page, webplay: true })).toBe(true);
    }
    expect(promoMatchesPage(placed, home)).toBe(false);
  });

  it('shows a placed promo where its page, category, sub-group or theme matches', () => {
    const placed = promo({
      pages: ['all-games'],
      categories: ['online-slots'],
      sub_groups: ['popular'],
      themes: ['pirates'],
    });
    expect(promoMatchesPage(placed, { page: 'all-games', webplay: false })).toBe(true);
    expect(
      promoMatchesPage(placed, { page: 'category', category: 'online-slots', webplay: false }),
    ).toBe(true);
    expect(promoMatchesPage(placed, { page: 'subgroup', subGroup: 'popular', webplay: true })).toBe(
      true,
    );
    expect(promoMatchesPage(placed, { page: 'theme', theme: 'pirates', webplay: true })).toBe(true);
    expect(promoMatchesPage(placed, { page: 'theme', theme: 'space', webplay: true })).toBe(false);
    expect(
      promoMatchesPage(placed, { page: 'category', category: 'table-games', webplay: true }),
    ).toBe(false);
    // a placed promo is not on home unless home is in its pages
    expect(promoMatchesPage(placed, home)).toBe(false);
    expect(promoMatchesPage(promo({ pages: ['home'] }), { ...home, webplay: false })).toBe(true);
  });

  it('keeps the order of the operator', () => {
    const a = { ...promo(null, true), id: 1 };
    const b = { ...promo({ pages: ['home'] }), id: 2 };
    const c = { ...promo({ pages: ['promotions'] }), id: 3 };
    expect(matchingPromos([a, b, c], home).map((p) => p.id)).toEqual([1, 2]);
  });
});

describe('pagePlacement', () => {
  it("reads the host's page context and drops what is not text", () => {
    expect(pagePlacement({ page: 'category', category: 'table-games', reserved: true })).toEqual({
      page: 'category',
      category: 'table-games',
    });
    expect(pagePlacement({ page: 'theme', theme: 7, subGroup: '' })).toEqual({ page: 'theme' });
    expect(pagePlacement({ category: 'table-games' })).toBeNull();
  });
});
