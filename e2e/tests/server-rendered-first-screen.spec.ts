import { expect, test, type Page } from '@playwright/test';
import { holdRemote } from '../support/remotes';
import { logIn } from '../support/accounts';
import { hydrationErrors, waitForFirstScreen } from '../support/first-screen';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';
import { servePageInPieces } from '../support/page-in-pieces';

// A guest's first screen is rendered by the site with the apps' own components, and the shell
// hydrates it: every node the visitor saw first is the one they use once the site has booted, no
// loader in between, nothing moves (docs/server-rendering.md).

const LOBBY = /:8081\//;
const TOURNAMENTS = /:8083\//;

/**
 * Before any script runs (the document parsed, its deferred scripts not yet run), keeps the
 * elements `selectors` name, and counts image requests and the page's console errors.
 */
async function watchFirstScreen(page: Page, selectors: Record<string, string>) {
  const images = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image')
      images.set(request.url(), (images.get(request.url()) ?? 0) + 1);
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((wanted) => {
    const w = window as unknown as { __first: Record<string, Element | null>; __loaders: string[] };
    w.__first = {};
    w.__loaders = [];
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const [name, selector] of Object.entries(wanted))
        w.__first[name] = document.querySelector(selector);
      // from here on: did the root ever show a loader or a skeleton in place of the page?
      new MutationObserver(() => {
        for (const selector of ['.boot-loader', '#root > .page-skeleton', 'main .page-skeleton'])
          if (document.querySelector(selector) && !w.__loaders.includes(selector))
            w.__loaders.push(selector);
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  }, selectors);
  return {
    images,
    errors,
    /** for each selector: kept, still in the page, and still what the selector finds */
    same: () =>
      page.evaluate((wanted) => {
        const first = (window as unknown as { __first: Record<string, Element | null> }).__first;
        return Object.fromEntries(
          Object.entries(wanted).map(([name, selector]) => {
            const node = first[name];
            return [name, Boolean(node?.isConnected) && document.querySelector(selector) === node];
          }),
        );
      }, selectors),
    loaders: () => page.evaluate(() => (window as unknown as { __loaders: string[] }).__loaders),
  };
}

/**
 * Waits until the site renders `url`'s first screen: a page goes out rendered only with its
 * modules' styles in it, and the site reads a remote's files once (the first page after a start
 * may go out without).
 */
async function siteRenders(page: Page, url: string) {
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes('data-ssr=""'), {
      timeout: 20_000,
    })
    .toBe(true);
}

const FIRST_TILE = 'main ul.game-grid li.game-tile a';
const HEADER_LINK = 'header a[href="/"]';

for (const { width, url, grid } of [
  { width: 1280, url: '/', grid: 'New Games' },
  { width: 412, url: '/', grid: 'New Games' },
  { width: 1280, url: '/category/online-slots', grid: 'Online Slots' },
  { width: 412, url: '/category/online-slots', grid: 'Online Slots' },
  { width: 1280, url: '/providers/netent', grid: 'NetEnt' },
  { width: 1280, url: '/all-games', grid: 'All Games' },
]) {
  test(`at ${width} px, ${url} comes rendered by the site and is hydrated: the same nodes, nothing moved, no image asked twice`, async ({
    page,
  }) => {
    await siteRenders(page, url);
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShift(page);
    const watch = await watchFirstScreen(page, { tile: FIRST_TILE, header: HEADER_LINK });
    const release = await holdRemote(page, LOBBY);
    await page.goto(url, { waitUntil: 'domcontentloaded' });

    // before the lobby's code has come: the header and the grid's tiles are in the page, as links
    await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toBeVisible();
    const tiles = page.getByRole('list', { name: grid, exact: true }).getByRole('link');
    await expect(tiles.first()).toHaveAttribute('href', /^\/play\//);

    release();
    await waitForFirstScreen(page);
    expect(await watch.same()).toEqual({ tile: true, header: true });
    expect(await hydrationErrors(page)).toEqual([]);
    expect(watch.errors.filter((e) => /hydrat|react/i.test(e))).toEqual([]);
    expect(await watch.loaders()).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    // the first row's pictures were asked for once: the server's <img> is the one on screen
    const first = await page
      .locator(`${FIRST_TILE} source[type="image/webp"]`)
      .evaluateAll((sources) => sources.slice(0, 4).map((s) => s.getAttribute('srcset')!));
    expect(first.length).toBeGreaterThan(0);
    for (const image of first) expect(watch.images.get(image) ?? 0).toBeLessThanOrEqual(1);
    // one of each landmark
    await expect(page.locator('main')).toHaveCount(1);
  });
}

for (const width of [1280, 412]) {
  test(`at ${width} px, the tournaments page comes rendered with its live tournaments and is hydrated in place`, async ({
    page,
  }) => {
    await siteRenders(page, '/tournaments');
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShift(page);
    const card = '.tournaments-live article h3 a';
    const watch = await watchFirstScreen(page, { card, header: HEADER_LINK });
    const release = await holdRemote(page, TOURNAMENTS);
    await page.goto('/tournaments', { waitUntil: 'domcontentloaded' });

    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    const live = page.getByRole('list', { name: 'Live tournaments' }).getByRole('article');
    await expect(live.first()).toBeVisible();

    release();
    await waitForFirstScreen(page);
    expect(await watch.same()).toEqual({ card: true, header: true });
    expect(await hydrationErrors(page)).toEqual([]);
    expect(await watch.loaders()).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    await expect(page.locator('.tournaments-skeleton')).toHaveCount(0);
    // hydrated: a guest's button does what it does, the login
    await live.first().getByRole('button', { name: 'Participate' }).click();
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  });
}

test('a page that arrives in pieces is not drawn before its first screen is whole: nothing moves', async ({
  page,
  baseURL,
}) => {
  // the first piece ends inside the header, before the login pair that sits after search
  const proxy = await servePageInPieces(
    baseURL!,
    /class="icon-btn header-search"[^>]*>.*?<\/button>/s,
    800,
  );
  try {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await watchLayoutShift(page);
    await page.goto(`${proxy.origin}/all-games`, { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'All Games' }).getByRole('link').first(),
    ).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  } finally {
    await proxy.close();
  }
});

test('with JavaScript off, the first screen and its links work: a list, the menu, a tournament', async ({
  browser,
}) => {
  for (const width of [1280, 360]) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/category/online-slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Online Slots' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    const tile = page.getByRole('list', { name: 'Online Slots' }).getByRole('link').first();
    await expect(tile).toBeVisible();
    if (width === 1280) {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Table Games' })
        .click();
      await expect(page).toHaveURL(/\/category\/table-games$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Table Games' })).toBeVisible();
    } else {
      const href = await tile.getAttribute('href');
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    }
    await context.close();
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tournaments');
  const card = page.getByRole('list', { name: 'Live tournaments' }).getByRole('article').first();
  await expect(card.getByText(/^Ends in/)).toBeVisible();
  const title = card.getByRole('heading', { level: 3 }).getByRole('link');
  const href = await title.getAttribute('href');
  expect(href).toMatch(/^\/tournaments\/[a-z0-9-]+$/);
  await title.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a click before the shell’s code has run is held and handed to the same button: Log In opens the dialog', async ({
  page,
}) => {
  // the shell's chunks after its entry (hashed names) are held: its entry holds the click
  const release = await holdRemote(page, /localhost:8080\/[\w.-]+\.[0-9a-f]{8}\.js/);
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  const login = page.getByRole('banner').getByRole('button', { name: 'Log In' });
  await login.click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible({ timeout: 20_000 });
});

test('a guest’s tile click while the site is starting is handed to the site: it opens the login, no page load', async ({
  page,
}) => {
  const release = await holdRemote(page, LOBBY);
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  const tile = page.getByRole('list', { name: 'Online Slots' }).getByRole('link').first();
  const href = await tile.getAttribute('href');
  expect(href).toMatch(/^\/play\//);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await tile.click();
  setTimeout(release, 300);
  // the lobby's tile did what a guest's tile click does in this casino: the login dialog
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/category/online-slots');
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
});

for (const call of ['getconfig', 'getgames']) {
  test(`a boot call that never answers (${call}): the rendered page stays, its links work, and a notice with Retry comes within 10 s`, async ({
    page,
  }) => {
    await page.route(`**/api/controller?${call}`, () => {
      // never answered
    });
    const started = Date.now();
    await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
    const tiles = page.getByRole('list', { name: 'Online Slots' }).getByRole('link');
    await expect(tiles.first()).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'The casino could not start' });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_500);
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    // the page did not give way to a loader or an error page: its tiles are still there
    await expect(tiles.first()).toBeVisible();
    await expect(page.locator('.boot-loader')).toHaveCount(0);
    // a menu link is followed: the next page comes rendered by the site too
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Table Games' })
      .click();
    await expect(page).toHaveURL(/\/category\/table-games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Table Games' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Table Games' }).getByRole('link').first(),
    ).toBeVisible();
  });
}

test('Retry after a boot that failed starts the casino on the same page, nodes kept', async ({
  page,
}) => {
  let answer = false;
  await page.route('**/api/controller?getconfig', (route) =>
    answer ? route.continue() : route.abort(),
  );
  const watch = await watchFirstScreen(page, { tile: FIRST_TILE });
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  const notice = page.getByRole('alert').filter({ hasText: 'The casino could not start' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  answer = true;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await waitForFirstScreen(page);
  expect(await watch.same()).toEqual({ tile: true });
  // the site is up: a tile click is the site's (a guest's: the login)
  await page.getByRole('list', { name: 'Online Slots' }).getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('with the lobby down in the browser, its part gives way to the outlet’s message; a player’s page is not rendered', async ({
  page,
}) => {
  await page.route(LOBBY, (route) => route.abort());
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('heading', { name: 'This part of the casino is taking a break' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.unroute(LOBBY);

  await page.goto('/');
  await logIn(page, 'alice');
  const html = await (await page.request.get('/category/online-slots')).text();
  expect(html).not.toContain('data-ssr');
});
