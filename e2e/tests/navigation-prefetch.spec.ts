import { expect, test } from '../support/cross-remote';
import type { Page, Request, Route } from '@playwright/test';
import { logIn } from '../support/accounts';
import { FUSION, tilesOf } from '../support/lobby';

// Moving between remotes (docs/performance.md, "Moving between pages"): the pages the navigation
// links to are loaded while home is idle, a hovered link's answers are asked for ahead, and a
// tile's click starts the game's launch.
test.describe.configure({ timeout: 90_000 });
const FIRST_PAINT = 30_000;

/**
 * Every script and stylesheet the page asks for, in order (the remotes' among them, wherever the
 * site serves them from).
 */
function pageCode(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) urls.push(request.url());
  });
  return urls;
}

/** The controller calls named `keyword` the page sends, with their bodies. */
function controllerCalls(page: Page, keyword: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/controller' && url.search === `?${keyword}`) calls.push(request);
  });
  return calls;
}

/** The loaders a page opened from the navigation could show: the outlet's, a list's, the pages'. */
const LOADERS = [
  '.page-skeleton',
  '.games-list .game-grid[aria-busy="true"]',
  '.tournaments-skeleton',
  '.promotions-page .promo-skeleton.promo-banner-box',
].join(', ');

/** From now on, remembers whether any loader was ever in the page (checked on every change). */
async function watchLoaders(page: Page) {
  await page.evaluate((selector) => {
    const win = globalThis as unknown as { __loaders: string[]; document: Document };
    win.__loaders = [];
    const check = () => {
      const found = win.document.querySelector(selector);
      if (found) win.__loaders.push(found.className);
    };
    new MutationObserver(check).observe(win.document.body, { subtree: true, childList: true });
  }, LOADERS);
}

const loadersSeen = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __loaders: string[] }).__loaders);

/** Home on screen and the visible navigation's pages loaded at its idle moments. */
async function idleHome(page: Page) {
  await page.goto('/');
  await expect(tilesOf(page, 'New Games').first()).toBeVisible({ timeout: FIRST_PAINT });
  await page.waitForFunction(
    () => performance.getEntriesByName('parlor:navigation-prefetched').length > 0,
    undefined,
    { timeout: FIRST_PAINT },
  );
}

/** Whether a remote module has run in the page (the outlet's User Timing mark). */
const moduleRan = (page: Page, remote: string, expose: string) =>
  page.evaluate(
    (name) => performance.getEntriesByName(name).length > 0,
    `parlor:module-ran ${remote} ${expose}`,
  );

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * The files a remote module is made of (its expose's own scripts and styles, as the remote's
 * mf-manifest.json lists them), at the addresses this casino loads them from.
 */
async function exposeFiles(page: Page, remote: string, expose: string): Promise<string[]> {
  const boot = (await (await page.request.get('/api/boot')).json()) as {
    remotes: Record<string, string>;
  };
  const entry = new URL(boot.remotes[remote]!);
  const manifest = (await (
    await page.request.get(new URL('mf-manifest.json', entry).href)
  ).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const found = manifest.exposes.find((e) => e.path === expose);
  if (!found) throw new Error(`${remote} has no ${expose}`);
  return [...found.assets.js.sync, ...found.assets.css.sync].map(
    (file) => new URL(file, entry).href,
  );
}

test('an idle home fetches the navigation’s expose chunks without running them; a click runs the module, asks for none of them again and shows no skeleton @cross-remote', async ({
  page,
}) => {
  const code = pageCode(page);
  await idleHome(page);
  await watchLoaders(page);
  const routes = [
    {
      link: 'Tournaments',
      heading: 'Tournaments',
      remote: 'mf_tournaments',
      expose: './TournamentsPage',
    },
    {
      link: 'Promotions',
      heading: 'Promotions',
      remote: 'mf_promotions',
      expose: './PromotionsPage',
    },
    { link: 'Table Games', heading: 'Table Games', remote: 'mf_lobby', expose: './GamesListPage' },
    { link: 'Providers', heading: 'Providers', remote: 'mf_lobby', expose: './ProvidersPage' },
  ];
  const files = new Map<string, string[]>();
  for (const route of routes) {
    files.set(route.link, await exposeFiles(page, route.remote, route.expose));
    // asked for while home was idle, before any link was touched, and not run
    for (const file of files.get(route.link)!) expect(code, `${route.expose}`).toContain(file);
    expect(await moduleRan(page, route.remote, route.expose), route.expose).toBe(false);
  }

  for (const route of routes) {
    const before = code.length;
    await nav(page).getByRole('link', { name: route.link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    const after = code.slice(before);
    expect(
      after.filter((url) => files.get(route.link)!.includes(url)),
      route.link,
    ).toEqual([]);
    expect(await moduleRan(page, route.remote, route.expose), route.expose).toBe(true);
  }
  // each ran once its link was about to be followed, and the outlet never showed its skeleton:
  // the page the visitor came from stayed while the next module ran
  expect((await loadersSeen(page)).filter((name) => name.includes('page-skeleton'))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the launcher bar is the visible navigation: its pages are prefetched, the closed drawer’s are not', async ({
    page,
  }) => {
    const code = pageCode(page);
    await idleHome(page);
    // the launcher bar comes in a chunk of its own, sometimes after the first idle moment
    const promotions = await exposeFiles(page, 'mf_promotions', './PromotionsPage');
    await expect
      .poll(() => promotions.filter((file) => !code.includes(file)), { timeout: FIRST_PAINT })
      .toEqual([]);
    // the tournaments page is only in the drawer's menu (closed) and the hidden sidebar
    await page.waitForTimeout(1000);
    const own = (await exposeFiles(page, 'mf_tournaments', './TournamentsPage')).filter((file) =>
      file.includes('__federation_expose_'),
    );
    expect(own.length).toBeGreaterThan(0);
    for (const file of own) expect(code).not.toContain(file);
  });
});

test('with the data saver on, nothing is loaded for later: a click asks for the page’s code', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true }),
    });
  });
  const code = pageCode(page);
  await page.goto(`${FUSION}/`);
  await expect(tilesOf(page, 'New Games').first()).toBeVisible({ timeout: FIRST_PAINT });
  await page.waitForFunction(
    () => performance.getEntriesByName('parlor:catalogue-synced').length > 0,
    undefined,
    { timeout: FIRST_PAINT },
  );
  await page.waitForTimeout(1000);
  expect(
    await page.evaluate(() => performance.getEntriesByName('parlor:navigation-prefetched').length),
  ).toBe(0);
  const before = code.length;
  await nav(page).getByRole('link', { name: 'Table Games', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Table Games' })).toBeVisible();
  // the list page's module came with the hover and the click, not before
  expect(code.slice(before).some((url) => new URL(url).port === '8081')).toBe(true);
});

test('a hovered link’s answers are asked for once, and the page shows them with no loader @cross-remote', async ({
  page,
}) => {
  const tournaments = controllerCalls(page, 'gettournaments');
  const promos = controllerCalls(page, 'getpromos');
  await idleHome(page);
  await watchLoaders(page);
  const listCalls = () => tournaments.filter((r) => !/(^|&)home=1/.test(r.postData() ?? ''));
  const pageCalls = () =>
    promos.filter((r) => {
      const body = new URLSearchParams(r.postData() ?? '');
      return body.get('target') === 'ucc_promotions' && !body.has('regular_only');
    });
  expect(listCalls()).toHaveLength(0);

  const answer = page.waitForResponse((r) => r.url().endsWith('?gettournaments'));
  await nav(page).getByRole('link', { name: 'Tournaments', exact: true }).hover();
  await answer;
  expect(listCalls()).toHaveLength(1);
  await nav(page).getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect(
    page.getByRole('article', { name: 'Spring Spins Showdown', exact: true }),
  ).toBeVisible();

  const promosAnswer = page.waitForResponse(
    (r) =>
      r.url().endsWith('?getpromos') && r.request().postData()?.includes('ucc_promotions') === true,
  );
  await nav(page).getByRole('link', { name: 'Promotions', exact: true }).hover();
  await promosAnswer;
  await nav(page).getByRole('link', { name: 'Promotions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your daily personalized bonus' })).toBeVisible();

  await page.waitForTimeout(500);
  expect(listCalls()).toHaveLength(1);
  expect(pageCalls()).toHaveLength(1);
  expect(await loadersSeen(page)).toEqual([]);
});

test('a tile’s click starts the game launch before the game page has arrived, and the page uses it', async ({
  page,
}) => {
  const launches = controllerCalls(page, 'gamelauncher');
  // the game remote's files are held back: the launch cannot be waiting for the game page
  const held: Route[] = [];
  let holding = true;
  await page.route(/^http:\/\/localhost:8082\//, (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  await page.goto(`${FUSION}/`);
  await logIn(page, 'alice');
  const tile = tilesOf(page, 'New Games').first().getByRole('link');
  await expect(tile).toBeVisible({ timeout: FIRST_PAINT });
  const launchSent = page.waitForRequest((r) => r.url().endsWith('?gamelauncher'));
  await tile.click();
  await launchSent;
  await expect(page).toHaveURL(/\/play\//);
  // sent while the game page's code had not arrived
  expect(held.length).toBeGreaterThan(0);
  await expect(page.locator('.game-page, .provider-picker, .game-error')).toHaveCount(0);
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  // the page shows the launch's outcome (the game, or where to play it), from that one request
  await expect(page.locator('.game-page, .provider-picker, .game-error').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(launches).toHaveLength(1);
});

test('a guest’s tile click that only asks for a login launches nothing @cross-remote', async ({
  page,
}) => {
  const launches = controllerCalls(page, 'gamelauncher');
  await page.goto('/');
  const tile = tilesOf(page, 'New Games').first().getByRole('link');
  await expect(tile).toBeVisible({ timeout: FIRST_PAINT });
  // a guest in the fusion casino must log in first: the click only opens the login dialog
  await tile.click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(launches).toHaveLength(0);
});
