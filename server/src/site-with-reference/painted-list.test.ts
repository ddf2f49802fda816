import { makeGame } from '@parlor/shared/testing';
import { CASINOS, casinoConfig } from '../casinos/casinos';
import {
  paintedList,
  PAINTED_TILES,
  type PaintedListInput,
} from '@parlor/site/pages/painted/painted-list';

const config = casinoConfig(CASINOS.classic, {
  hostname: 'classic.localhost',
  assetsPort: 8086,
  basePath: '',
});
const makeGames = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeGame({
      id: i + 1,
      shortname: `game-${i + 1}`,
      display_name: i === 0 ? 'Fish & <Chips>' : `Game ${i + 1}`,
      release_date: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
      pre_release: i === 1 ? 1 : 0,
    }),
  );
const games = makeGames(20);
const input = (over: Partial<PaintedListInput> = {}): PaintedListInput => ({
  pathname: '/category/online-slots',
  games,
  config: { ...config, is_fusion: false, allow_play_for_free_before_login: false },
  lang: 'en',
  names: { categories: new Map([['online-slots', 'Online Slots']]), themes: new Map() },
  promo: false,
  ...over,
});

describe('a painted games list', () => {
  it('is the lobby’s list header and the first rows of its grid, each tile a real link', () => {
    const html = paintedList(input())!;
    expect(html).toContain('<h1>Online Slots</h1><p class="list-count">20 games</p>');
    expect(html).toContain('<label class="sort-select">Sort by<select aria-disabled="true">');
    expect(html).toContain('<ul class="game-grid" aria-label="Online Slots">');
    const links = [
      ...html.matchAll(
        /<a href="([^"]+)" class="game-tile-link login-required" aria-label="([^"]+)">/g,
      ),
    ];
    expect(links).toHaveLength(20);
    const long = paintedList(input({ games: makeGames(40) }))!;
    expect(long).toContain('<p class="list-count">40 games</p>');
    expect(long.match(/<li class="game-tile/g)).toHaveLength(PAINTED_TILES);
    expect(links[0]?.[1]).toMatch(/^\/play\/game-/);
    // the first tiles' images load at once, the others when near the view
    expect(html.match(/loading="eager" fetchpriority="high"/g)).toHaveLength(4);
    expect(html).toContain('<span class="game-tile-tag">Exclusive</span>');
    expect(html).toContain('Fish &amp; &lt;Chips&gt;');
    expect(html).not.toContain('<Chips>');
  });

  it('links to free play where guests may play for free, and keeps a placed promo’s box', () => {
    const html = paintedList(
      input({
        config: { ...config, is_fusion: false, allow_play_for_free_before_login: true },
        promo: true,
      }),
    )!;
    expect(html).toMatch(/^<div class="list-promo-reserve" aria-hidden="true"><\/div>/);
    expect(html).toMatch(/<a href="\/demo\/game-\d+" class="game-tile-link" /);
  });

  it('speaks the visitor’s language', () => {
    const html = paintedList(input({ lang: 'de', pathname: '/all-games' }))!;
    expect(html).not.toContain('Sort by');
    expect(html).toContain('20 Spiele');
  });

  it('paints nothing where the page shows no list', () => {
    expect(paintedList(input({ pathname: '/tournaments' }))).toBeNull();
    expect(paintedList(input({ pathname: '/providers/no-such' }))).toBeNull();
    expect(paintedList(input({ pathname: '/category/no-such' }))).toBeNull();
    expect(paintedList(input({ pathname: '/category/%E0%A4%A' }))).toBeNull();
  });
});

describe('a painted provider’s page', () => {
  it('has the provider’s name, its introduction above the filters, and its games', () => {
    const netent = games.map((g) => ({ ...g, provider: 'netent' }));
    const html = paintedList(input({ pathname: '/providers/netent', games: netent }))!;
    expect(html).toContain('<h1>NetEnt</h1>');
    expect(html).toMatch(/<\/div><\/div><p class="provider-intro">NetEnt has shaped online slots/);
    expect(html.match(/<li class="game-tile/g)).toHaveLength(20);
    // a provider without an introduction has none
    const nova = paintedList(input({ pathname: '/providers/nova' }))!;
    expect(nova).not.toContain('provider-intro');
  });
});
