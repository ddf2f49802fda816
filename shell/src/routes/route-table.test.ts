import { requiredExposes } from '@parlor/shared/release';
import { makeConfig } from '@parlor/shared/testing';
import { offeredRoutes, ROUTE_TABLE } from './route-table';

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

describe('the routes a casino offers', () => {
  it('are every route while the config offers tournaments', () => {
    expect(offeredRoutes(makeConfig())).toBe(ROUTE_TABLE);
    expect(offeredRoutes(null)).toBe(ROUTE_TABLE);
  });
  it("leave the tournaments pages out when the config's tournaments flag is off", () => {
    const paths = offeredRoutes(makeConfig({ tournaments: false })).map((r) => r.path);
    expect(paths).not.toContain('/tournaments');
    expect(paths).not.toContain('/tournaments/:tournament');
    expect(paths).toHaveLength(ROUTE_TABLE.length - 2);
  });
});
