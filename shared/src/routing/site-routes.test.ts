import { matchPath } from 'react-router';
import { ROUTE_TABLE, routeAt, type RouteSpec } from './site-routes';

/** An address at `pattern`, every parameter filled in. */
const pathAt = (pattern: string) => pattern.replace(/:[^/]+/g, 'x-1');

describe("the route table's matching", () => {
  // the site's page finds the route as the shell's router does, or the two disagree about which
  // module a page shows first
  const paths = ROUTE_TABLE.flatMap((route) => {
    const path = pathAt(route.path);
    return [path, `${path}/`, path.toUpperCase(), `${path}/more`, `${path}.html`];
  }).concat(['/providers/', '/category', '/tournaments//', '/all-games?x=1']);

  it.each(paths)('agrees with the router at %s', (path) => {
    const routed = ROUTE_TABLE.find((route) => matchPath(route.path, path) !== null);
    expect(routeAt(ROUTE_TABLE, path)).toBe(routed);
  });

  it('takes a parameter as one segment that is not empty', () => {
    const matchesRoute = (path: string, pathname: string) =>
      routeAt([{ path } as RouteSpec], pathname) !== undefined;
    expect(matchesRoute('/providers/:provider', '/providers/netent')).toBe(true);
    expect(matchesRoute('/providers/:provider', '/providers/')).toBe(false);
    expect(matchesRoute('/providers/:provider', '/providers/a/b')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/all-games')).toBe(false);
  });
});

describe('the routes the site opens like home', () => {
  it('are pages a guest can open first, never a player-only list or a game', () => {
    const first = ROUTE_TABLE.filter((route) => route.firstScreen).map((route) => route.path);
    expect(first).toEqual([
      '/',
      '/category/:category',
      '/subgroup/:subgroup',
      '/theme/:theme',
      '/jackpot-games',
      '/all-games',
      '/providers/:provider',
      '/promotions',
      '/tournaments',
      '/tournaments/:tournament',
    ]);
  });
});
