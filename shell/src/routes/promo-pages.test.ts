import { ROUTE_TABLE } from './route-table';
import { promoPageOf, promoPlacement } from './promo-pages';

describe('promoPageOf', () => {
  it('names the favorites, providers and tournaments pages, each of which is a route', () => {
    const named = ROUTE_TABLE.filter((r) => promoPageOf(r.path) !== null).map((r) => [
      r.path,
      promoPageOf(r.path),
    ]);
    expect(named).toEqual([
      ['/favorites', 'favorites'],
      ['/providers', 'providers'],
      ['/providers/:provider', 'providers'],
      ['/tournaments', 'tournaments'],
      ['/tournaments/:tournament', 'tournaments'],
    ]);
    // home and the lists place their promos in the lobby
    expect(promoPageOf('/')).toBeNull();
    expect(promoPageOf('/category/:category')).toBeNull();
  });
});

describe('promoPlacement', () => {
  // the pages the server's page names (its <meta name="parlor-promo-pages">), null: it names none
  const page = (content: string | null) => (content === null ? null : content.split(' '));

  it("reads the page's list of placed pages", () => {
    const doc = page('/favorites /providers /providers/ /tournaments/');
    expect(promoPlacement('/favorites', doc)).toBe('placed');
    expect(promoPlacement('/providers/netent', doc)).toBe('placed');
    expect(promoPlacement('/tournaments', doc)).toBe('none');
    expect(promoPlacement('/tournaments/7', doc)).toBe('placed');
    expect(promoPlacement('/favorites', page(''))).toBe('none');
    expect(promoPlacement('/favorites', page(null))).toBe('unknown');
  });
});
