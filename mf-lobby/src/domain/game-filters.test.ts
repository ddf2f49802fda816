import { makeGame } from '@parlor/shared/testing';
import {
  applyFilters,
  clearFilter,
  filterUsesColumns,
  hasActiveFilters,
  matchesFilters,
  NO_FILTERS,
  pruneFilters,
  showSearchFilterBar,
  toggleFilterValue,
} from './game-filters';

const games = [
  makeGame({ id: 1, provider: 'netent', themes: ['fruits'], features: ['free-spins'] }),
  makeGame({ id: 2, provider: 'red-tiger', themes: ['space', 'gems'], features: ['megaways'] }),
  makeGame({ id: 3, provider: 'netent', themes: ['gems'], features: ['free-spins', 'megaways'] }),
  makeGame({ id: 4, provider: 'betsoft', themes: [], features: [] }),
];
const ids = (list: { id: number }[]) => list.map((g) => g.id);

describe('applyFilters', () => {
  it('keeps everything without active filters', () => {
    expect(ids(applyFilters(games, NO_FILTERS))).toEqual([1, 2, 3, 4]);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it('providers: membership of the game provider', () => {
    expect(ids(applyFilters(games, { ...NO_FILTERS, providers: ['netent', 'betsoft'] }))).toEqual([
      1, 3, 4,
    ]);
  });

  it('themes and features: any of the chosen values', () => {
    expect(ids(applyFilters(games, { ...NO_FILTERS, themes: ['fruits', 'space'] }))).toEqual([
      1, 2,
    ]);
    expect(ids(applyFilters(games, { ...NO_FILTERS, features: ['megaways'] }))).toEqual([2, 3]);
  });

  it('different filter types combine as all-of', () => {
    const filters = { providers: ['netent'], themes: ['gems'], features: ['megaways'] };
    expect(ids(applyFilters(games, filters))).toEqual([3]);
    expect(games.filter((g) => matchesFilters(g, filters)).map((g) => g.id)).toEqual([3]);
    expect(
      ids(applyFilters(games, { ...filters, providers: ['red-tiger'], themes: ['fruits'] })),
    ).toEqual([]);
  });

  it('a game without themes never passes an active theme filter', () => {
    expect(
      ids(applyFilters(games, { ...NO_FILTERS, themes: ['gems', 'fruits', 'space'] })),
    ).not.toContain(4);
  });
});

describe('thresholds', () => {
  it('the search filter bar only above 6 results with a non-empty query', () => {
    expect(showSearchFilterBar(7, 'gold')).toBe(true);
    expect(showSearchFilterBar(6, 'gold')).toBe(false);
    expect(showSearchFilterBar(50, '  ')).toBe(false);
  });

  it('lists over 16 items use columns', () => {
    expect(filterUsesColumns(16)).toBe(false);
    expect(filterUsesColumns(17)).toBe(true);
  });
});

describe('changing filters', () => {
  it('toggles a value, clears a type and drops values no longer offered', () => {
    let f = toggleFilterValue(NO_FILTERS, 'themes', 'gems');
    f = toggleFilterValue(f, 'themes', 'space');
    expect(f.themes).toEqual(['gems', 'space']);
    f = toggleFilterValue(f, 'themes', 'gems');
    expect(f.themes).toEqual(['space']);
    expect(clearFilter(f, 'themes')).toEqual(NO_FILTERS);
    expect(
      pruneFilters(
        { providers: ['netent', 'gone'], features: [], themes: ['space'] },
        { providers: ['netent'], features: [], themes: [] },
      ),
    ).toEqual({ providers: ['netent'], features: [], themes: [] });
  });
});
