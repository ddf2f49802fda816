import { makeGame } from '@parlor/shared/testing';
import { CASINOS, casinoConfig } from '../casinos/casinos';
import { paintedHome } from '@parlor/site/pages/painted/painted-home';

const config = casinoConfig(CASINOS.fusion, {
  hostname: 'localhost',
  assetsPort: 8086,
  basePath: '',
});
const games = Array.from({ length: 14 }, (_, i) =>
  makeGame({
    id: i + 1,
    shortname: `g${i + 1}`,
    display_name: `G${i + 1}`,
    name: `G${i + 1}`,
    release_date: `2024-01-${String(i + 1).padStart(2, '0')}`,
  }),
);
const home = (over: Partial<Parameters<typeof paintedHome>[0]> = {}) =>
  paintedHome({
    games,
    config: { ...config, home_sections: undefined },
    lang: 'en',
    promoImage: null,
    ...over,
  });
const tileNames = (html: string) =>
  [...html.matchAll(/<span class="game-tile-name">([^<]+)<\/span>/g)].map((m) => m[1]);

describe('painted home', () => {
  it('paints New Games, newest first, with its heading and link, as the lobby does', () => {
    const html = home();
    expect(html).toContain('<h1 class="visually-hidden">Lobby</h1>');
    expect(html).toContain('<h2 id="home-new-games-title">New Games</h2>');
    expect(html).toContain(
      '<a href="/subgroup/new">View all<span class="visually-hidden"> New Games</span></a>',
    );
    expect(tileNames(html)).toEqual([
      'G14',
      'G13',
      'G12',
      'G11',
      'G10',
      'G9',
      'G8',
      'G7',
      'G6',
      'G5',
    ]);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(4);
    // Popular is chosen at random: the lobby paints it and what follows
    expect(html).not.toContain('Popular');
  });

  it('keeps the box of the top promo with its picture', () => {
    expect(home({ promoImage: 'http://a.test/p.jpg' })).toContain(
      '<div class="home-promo-reserve" aria-hidden="true"><img src="http://a.test/p.jpg" alt="" fetchpriority="high"></div>',
    );
  });

  it('follows the casino’s sections: their headings, and stops where the page cannot tell', () => {
    const renamed = home({
      config: {
        ...config,
        home_sections: [{ id: 'keep-playing' }, { id: 'new-games', heading: 'Fresh' }],
      },
    });
    expect(renamed).toContain('<h2 id="home-new-games-title">Fresh</h2>');
    const remoteFirst = home({
      config: { ...config, home_sections: [{ id: 'tournaments' }, { id: 'new-games' }] },
    });
    expect(tileNames(remoteFirst)).toEqual([]);
  });

  it('speaks the visitor’s language', () => {
    expect(home({ lang: 'fr' })).not.toContain('>New Games<');
  });
});
