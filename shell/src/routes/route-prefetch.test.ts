import { routeCalls, routeOfHref, routesOfLinks, savesData } from './route-prefetch';
import { ROUTE_TABLE } from './route-table';

const ORIGIN = 'http://localhost:8080';
const route = (path: string) => ROUTE_TABLE.find((spec) => spec.path === path)!;

describe('routeOfHref', () => {
  it('finds the route of a link of the site', () => {
    expect(routeOfHref('/tournaments', ORIGIN)?.path).toBe('/tournaments');
    expect(routeOfHref(`${ORIGIN}/category/table-games`, ORIGIN)?.path).toBe('/category/:category');
    expect(routeOfHref('/play/golden-reels?by=acme', ORIGIN)).toMatchObject({
      remote: 'mf_game',
      expose: './GamePage',
    });
    expect(routeOfHref('/', ORIGIN)?.expose).toBe('./HomePage');
  });
  it('knows no route for other origins, the server pages and unknown paths', () => {
    expect(routeOfHref('https://example.com/tournaments', ORIGIN)).toBeNull();
    expect(routeOfHref('/pages/banking', ORIGIN)).toBeNull();
    expect(routeOfHref('/dashboard/messagecenter', ORIGIN)).toBeNull();
    expect(routeOfHref('mailto:help@example.com', ORIGIN)).toBeNull();
  });
  it('reads the path under the site base path, and nothing outside it', () => {
    expect(routeOfHref('/casino/promotions', ORIGIN, '/casino')?.path).toBe('/promotions');
    expect(routeOfHref('/casino', ORIGIN, '/casino/')?.path).toBe('/');
    expect(routeOfHref('/promotions', ORIGIN, '/casino')).toBeNull();
    expect(routeOfHref('/casinoroyale', ORIGIN, '/casino')).toBeNull();
  });
});

describe('routesOfLinks', () => {
  it('gives each remote module once, in the order of the links', () => {
    const routes = routesOfLinks(
      [
        '/',
        '/category/online-slots',
        '/category/table-games',
        '/all-games',
        '/promotions',
        '/tournaments',
        '/providers',
        '/pages/banking',
        '/favorites',
      ],
      ORIGIN,
    );
    expect(routes.map((r) => `${r.remote} ${r.expose}`)).toEqual([
      'mf_lobby ./HomePage',
      'mf_lobby ./GamesListPage',
      'mf_promotions ./PromotionsPage',
      'mf_tournaments ./TournamentsPage',
      'mf_lobby ./ProvidersPage',
      'mf_lobby ./FavoritesPage',
    ]);
  });
});

describe('routeCalls', () => {
  it('asks for the tournaments and promos answers their pages show first', () => {
    expect(routeCalls(route('/tournaments'), { lang: 'de', isFusion: true })).toEqual([
      { call: 'getTournaments', request: { lang: 'de' } },
    ]);
    expect(routeCalls(route('/tournaments/:tournament'), { lang: 'en', isFusion: true })).toEqual([
      { call: 'getTournaments', request: { lang: 'en' } },
    ]);
    expect(routeCalls(route('/promotions'), { lang: 'fr', isFusion: false })).toEqual([
      { call: 'getPromos', request: { lang: 'fr', target: 'ucc_promotions' } },
    ]);
  });
  it('asks for nothing the single-provider lobby frame, a list or a game needs', () => {
    expect(routeCalls(route('/tournaments'), { lang: 'en', isFusion: false })).toEqual([]);
    expect(routeCalls(route('/category/:category'), { lang: 'en', isFusion: true })).toEqual([]);
    expect(routeCalls(route('/play/:gameslug'), { lang: 'en', isFusion: true })).toEqual([]);
  });
});

it('savesData follows the browser’s data saver', () => {
  expect(savesData({ connection: { saveData: true } })).toBe(true);
  expect(savesData({ connection: { saveData: false } })).toBe(false);
  expect(savesData({})).toBe(false);
  expect(savesData(undefined)).toBe(false);
});
