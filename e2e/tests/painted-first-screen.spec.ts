import { expect, test, type Page } from '@playwright/test';
import { holdRemote } from '../support/remotes';
import { logIn } from '../support/accounts';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';
import { servePageInPieces } from '../support/page-in-pieces';

// A guest's first screen is painted by the page itself (header, menu, a list's or home's first
// tiles as real links), and the shell and the lobby then take over the same boxes in one commit
// (docs/performance.md, "The first screen painted by the page").

const LOBBY = /:8081\//;
const PAINTED = '#root[data-painted] [data-first-tile]';
const TAKEN_OVER = 'main ul.game-grid:not([aria-busy]) li.game-tile:not([data-first-tile])';

const holdLobby = (page: Page) => holdRemote(page, LOBBY);

/** Notes whether the root ever showed a loader or a skeleton, and counts image requests. */
async function watchTakeover(page: Page) {
  const images = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image')
      images.set(request.url(), (images.get(request.url()) ?? 0) + 1);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __loaders: string[] };
    w.__loaders = [];
    let painted = false;
    const note = (what: string) => !w.__loaders.includes(what) && w.__loaders.push(what);
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      for (const selector of ['.boot-loader', '.page-skeleton'])
        if (root.querySelector(selector)) note(selector);
      const tiles = root.querySelectorAll('main li.game-tile');
      if (tiles.length && tiles[0]!.hasAttribute('data-first-tile')) painted = true;
      // the moment the page's tiles go, the site's are there: no frame without tiles
      else if (painted && !tiles.length) note('no tiles');
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    images,
    loaders: () => page.evaluate(() => (window as unknown as { __loaders: string[] }).__loaders),
  };
}

const boxes = (page: Page, selector: string, count: number) =>
  page
    .locator(selector)
    .evaluateAll(
      (els, n) => els.slice(0, n).map((el) => JSON.stringify(el.getBoundingClientRect().toJSON())),
      count,
    );

for (const { width, url, grid } of [
  { width: 1280, url: '/category/online-slots', grid: 'Online Slots' },
  { width: 360, url: '/category/online-slots', grid: 'Online Slots' },
  { width: 1280, url: '/', grid: 'New Games' },
  { width: 412, url: '/', grid: 'New Games' },
  { width: 1280, url: '/providers/netent', grid: 'NetEnt' },
  { width: 1280, url: '/all-games', grid: 'All Games' },
]) {
  test(`at ${width} px, ${url} is painted by the page, then taken over in the same boxes with nothing moving and no image asked twice`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShift(page);
    const watch = await watchTakeover(page);
    const release = await holdLobby(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });

    // the page's own first screen: the header, the grid's first tiles as links
    await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toBeVisible();
    const painted = page.locator(PAINTED);
    await expect(painted.first()).toBeVisible();
    await expect(page.getByRole('list', { name: grid }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/play\//,
    );
    const count = Math.min(4, await painted.count());
    await expect
      .poll(() =>
        painted
          .locator('img')
          .evaluateAll(
            (imgs, n) => imgs.slice(0, n).every((i) => (i as HTMLImageElement).naturalWidth > 0),
            count,
          ),
      )
      .toBe(true);
    const before = await boxes(page, `${PAINTED} .game-tile-media`, count);

    release();
    await expect(page.locator(TAKEN_OVER).first()).toBeVisible();
    await expect(painted).toHaveCount(0);
    expect(await boxes(page, `${TAKEN_OVER} .game-tile-media`, count)).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    // the page went from its own first screen to the site's with no loader in between
    expect(await watch.loaders()).toEqual([]);
    const first = await page
      .locator(`${TAKEN_OVER} source[type="image/webp"]`)
      .evaluateAll(
        (sources, n) => sources.slice(0, n).map((s) => s.getAttribute('srcset')!),
        count,
      );
    for (const image of first) expect(watch.images.get(image) ?? 0).toBeLessThanOrEqual(1);
    // one of each landmark: the page's copy is gone, not hidden
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('nav.sidebar')).toHaveCount(1);
  });
}

for (const width of [1280, 412]) {
  test(`at ${width} px, the tournaments page is painted by the page (its placed promo, the live cards), then taken over in the same boxes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShift(page);
    const watch = await watchTakeover(page);
    const release = await holdRemote(page, /:8083\//);
    await page.goto('/tournaments', { waitUntil: 'domcontentloaded' });

    const root = page.locator('#root[data-painted]');
    await expect(root.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    const live = root.getByRole('list', { name: 'Live tournaments' }).getByRole('article');
    await expect(live.first()).toBeVisible();
    // a guest's button needs the site: shown, not yet usable
    await expect(live.first().getByRole('button', { name: 'Participate' })).toBeDisabled();
    const card = live.first().locator('img');
    await expect
      .poll(() => card.evaluate((i) => (i as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const measure = () =>
      Promise.all(
        [
          // the banner's box: kept by the page, then by the shell, then the promotions remote's
          'main .page-promo-reserve:visible, main .page-promos:visible',
          '.tournaments-page h1',
          '.tournaments-live article',
        ].map((selector) =>
          page
            .locator(selector)
            .first()
            .evaluate((el) => JSON.stringify(el.getBoundingClientRect())),
        ),
      );
    const before = await measure();
    // the promo placed on the page keeps its box, with its picture, from the first paint
    await expect(page.locator('main > .page-promo-reserve img')).toHaveCount(1);

    release();
    await expect(page.locator('#root[data-painted] [data-painted-layout]')).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: 'Live tournaments' })
        .getByRole('button', { name: 'Participate' })
        .first(),
    ).toBeEnabled();
    // the banner itself lands in the box the page kept
    await expect(page.locator('main .page-promos .promo-banner')).toBeVisible();
    expect(await measure()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    expect(await watch.loaders()).toEqual([]);
    await expect(page.locator('.tournaments-skeleton')).toHaveCount(0);
    // the picture the card shows (the phone's art on a phone) was asked for once
    const shown = await page
      .locator('.tournaments-live article img')
      .first()
      .evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(watch.images.get(shown)).toBe(1);
    await expect(page.locator('main')).toHaveCount(1);
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
    await expect(page.locator(PAINTED).first()).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  } finally {
    await proxy.close();
  }
});

test('“loaded” is the site’s own screen: the load event waits for the takeover, through the frame the page carries', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/category/online-slots')).text();
  expect(html).toMatch(/<iframe id="load-gate" hidden[^>]*><\/iframe><\/body>/);
  // hidden, empty frames, counted from the start: the shell's entry opens the page's, creates none
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number };
    w.__frames = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLIFrameElement && node.hidden && !node.src) w.__frames += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/category/online-slots');
  // at the load event the painted copy has already given way, and the frame is gone
  expect(await page.locator('[data-painted-layout], #load-gate').count()).toBe(0);
  await expect(
    page.getByRole('list', { name: 'Online Slots' }).getByRole('link').first(),
  ).toBeVisible();
  // the page's own frame is the only one the parser added; the entry added none
  expect(await page.evaluate(() => (window as unknown as { __frames: number }).__frames)).toBe(1);
});

test('the page’s first screen is in its HTML, and works with JavaScript off', async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/category/online-slots')).text();
  expect(html).toMatch(/<h1>Online Slots<\/h1>/);
  expect(html).toMatch(/<a href="\/play\/[^"]+" class="game-tile-link/);
  expect(html).toContain('aria-label="Main navigation"');

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
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      // a menu link is a real link
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
});

test('with JavaScript off, the tournaments page shows its live tournaments, each a real link', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Live tournaments' }).getByRole('article').first();
  await expect(card.getByText(/^Ends in/)).toBeVisible();
  const title = card.getByRole('heading', { level: 3 }).getByRole('link');
  const href = await title.getAttribute('href');
  expect(href).toMatch(/^\/tournaments\/[a-z0-9-]+$/);
  await title.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await context.close();
});

test('a click on Log In before the shell is up waits for it and opens the login dialog', async ({
  page,
}) => {
  const release = await holdLobby(page);
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  const login = page.getByRole('banner').getByRole('button', { name: 'Log In' });
  await expect(login).toHaveAttribute('aria-disabled', 'true');
  setTimeout(release, 500);
  await login.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a guest’s click on a painted tile while the site is starting is handed to the site: it opens the login, no page load', async ({
  page,
}) => {
  const release = await holdLobby(page);
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  const painted = page.locator(PAINTED).first().getByRole('link');
  const href = await painted.getAttribute('href');
  // (the shell's entry, a deferred script, has run by DOMContentLoaded)
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await painted.click();
  await expect(page.locator(PAINTED).first()).toBeVisible();
  release();
  // the site's own tile did what a guest's tile click does in this casino: the login dialog
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/category/online-slots');
  expect(href).toMatch(/^\/play\//);
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
});

test('with the lobby down, its painted part gives way to the outlet’s message; a player’s page is not painted', async ({
  page,
}) => {
  await page.route(LOBBY, (route) => route.abort());
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('heading', { name: 'This part of the casino is taking a break' }),
  ).toBeVisible();
  await expect(page.locator(PAINTED)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.unroute(LOBBY);

  await page.goto('/');
  await logIn(page, 'alice');
  const html = await (await page.request.get('/category/online-slots')).text();
  expect(html).not.toContain('data-painted');
});
