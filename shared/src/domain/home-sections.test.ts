import { DEFAULT_HOME_SECTIONS, resolveHomeSections } from './home-sections';

describe('home sections', () => {
  it('default order of the spec', () => {
    expect(resolveHomeSections(undefined).map((s) => s.id)).toEqual([
      'keep-playing',
      'new-games',
      'popular-games',
      'tournaments',
      'jackpots',
      'providers',
      'game-of-the-month',
      'themes',
      'top-slots',
      'classic-games',
      'high-volatility',
      'promotions',
      'winners',
    ]);
    expect(DEFAULT_HOME_SECTIONS.find((s) => s.id === 'popular-games')?.link).toBe(
      '/subgroup/popular',
    );
  });

  it('config overrides the list, headings, layouts and links; unknown and repeated ids skipped', () => {
    const sections = resolveHomeSections([
      { id: 'jackpots', heading: 'Big pots', layout: 'grid' },
      { id: 'nope' },
      { id: 'new-games', link: '/theme/space' },
      { id: 'jackpots' },
    ]);
    expect(sections).toEqual([
      { id: 'jackpots', layout: 'grid', heading: 'Big pots', link: '/jackpot-games' },
      { id: 'new-games', layout: 'row', link: '/theme/space' },
    ]);
  });
});
