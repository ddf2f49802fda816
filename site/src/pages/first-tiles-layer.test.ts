import type { FirstTiles } from './first-tiles';
import { firstTilesLayer } from './first-tiles-layer';

const first = (over: Partial<FirstTiles> = {}): FirstTiles => ({
  kind: 'category',
  tiles: [
    { image: 'https://assets.test/games/a/nova/landscape.webp', name: 'Gold & "Glory"' },
    { image: 'https://assets.test/games/b/nova/landscape.webp', name: '<b>Bold</b>' },
  ],
  filterBar: false,
  ...over,
});
const plain = { promo: false, vertical: false };

describe('firstTilesLayer', () => {
  it('paints the tiles in the list order, decorative, with their names escaped', () => {
    const html = firstTilesLayer(first(), plain);
    expect(html).toMatch(/^<div id="boot-tiles" class="boot-tiles" aria-hidden="true">/);
    expect([...html.matchAll(/<img src="([^"]+)" alt=""/g)].map((m) => m[1])).toEqual([
      'https://assets.test/games/a/nova/landscape.webp',
      'https://assets.test/games/b/nova/landscape.webp',
    ]);
    expect(html).toContain('<span>Gold &amp; &quot;Glory&quot;</span>');
    expect(html).toContain('<span>&lt;b&gt;Bold&lt;/b&gt;</span>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('width="400" height="300" fetchpriority="high"');
  });

  it('names what sits above the grid: the filter bar, a placed promo; and portrait thumbnails', () => {
    const html = firstTilesLayer(first({ filterBar: true }), { promo: true, vertical: true });
    expect(html).toContain(
      'class="boot-tiles boot-tiles-filters boot-tiles-promo boot-tiles-vertical"',
    );
    expect(html).toContain('width="300" height="400"');
  });

  it("none for a provider's page (its introduction has any length) or a list without tiles", () => {
    expect(firstTilesLayer(first({ kind: 'provider' }), plain)).toBe('');
    expect(firstTilesLayer(first({ tiles: [] }), plain)).toBe('');
  });
});
