import { requiredExposes } from '@parlor/shared/release';
import { ROUTE_TABLE } from './route-table';

describe('route table', () => {
  it('declares every route of the spec once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/play/:gameslug',
      '/demo/:gameslug',
      '/category/:category',
      '/subgroup/:subgroup',
      '/theme/:theme',
      '/jackpot-games',
      '/all-games',
      '/suggested-games',
      '/favorites',
      '/providers',
      '/providers/:provider',
      '/promotions',
      '/tournaments',
      '/tournaments/:tournament',
      '/live-dealer',
      '/sportsbook',
    ]) {
      expect(paths).toContain(path);
    }
  });
  it('names remotes as federation identifiers', () => {
    for (const route of ROUTE_TABLE) expect(route.remote).toMatch(/^[a-z_]+$/);
  });
  it('is what a remote release is checked against before a casino is switched to it', () => {
    for (const route of ROUTE_TABLE) expect(requiredExposes(route.remote)).toContain(route.expose);
    // the layout's search modal
    expect(requiredExposes('mf_lobby')).toContain('./SearchModalHost');
  });
});
