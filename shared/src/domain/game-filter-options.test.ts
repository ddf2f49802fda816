import { makeGame } from '../test-utils/fixtures';
import { filterOptions, showFilterDropdown, showListFilterBar } from './game-filter-options';

const games = [
  makeGame({ id: 1, provider: 'netent', themes: ['fruits'], features: ['free-spins'] }),
  makeGame({ id: 2, provider: 'red-tiger', themes: ['space', 'gems'], features: ['megaways'] }),
  makeGame({ id: 3, provider: 'netent', themes: ['gems'], features: ['free-spins', 'megaways'] }),
  makeGame({ id: 4, provider: 'betsoft', themes: [], features: [] }),
];

describe('filterOptions', () => {
  it('derives sorted option sets from the results', () => {
    expect(filterOptions(games)).toEqual({
      providers: ['betsoft', 'netent', 'red-tiger'],
      features: ['free-spins', 'megaways'],
      themes: ['fruits', 'gems', 'space'],
    });
    expect(filterOptions([games[0]!]).providers).toEqual(['netent']);
  });

  it('never offers the sportsbook game or provider', () => {
    const withSportsbook = [
      ...games,
      makeGame({ id: 9, shortname: 'first-sportsbook', provider: 'sportsbook' }),
      makeGame({ id: 10, shortname: 'first-sportsbook', provider: 'elsewhere' }),
    ];
    expect(filterOptions(withSportsbook).providers).toEqual(['betsoft', 'netent', 'red-tiger']);
  });
});

describe('thresholds', () => {
  it('a dropdown only with more than one option', () => {
    expect(showFilterDropdown([])).toBe(false);
    expect(showFilterDropdown(['a'])).toBe(false);
    expect(showFilterDropdown(['a', 'b'])).toBe(true);
  });

  it('the list filter bar only above 20 games', () => {
    expect(showListFilterBar(20)).toBe(false);
    expect(showListFilterBar(21)).toBe(true);
  });
});
