import { expect, test, type Page } from '@playwright/test';
import { holdRemote } from '../support/remotes';
import { signUpFreshPlayer } from '../support/game-players';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

// On a phone the page paints a player's games list's first tiles itself, where the lobby's grid
// will be, while the shell boots and the lobby's module is on its way (docs/performance.md; a
// guest's whole first screen is painted by the page: painted-first-screen.spec.ts). The place is
// written twice (the page's stylesheet and the lobby's phone layout): these tests tie them.

const CLASSIC = 'http://classic.localhost:8080';
const LOBBY = /:8081\//;

/**
 * Signs a new player in on the casino of `url` (the layer is a player's: a guest's page is painted
 * by the page); a new player has no recent games or offers that would add to the page.
 */
async function asPlayer(page: Page, url: string) {
  await signUpFreshPlayer(page, url.startsWith(CLASSIC) ? CLASSIC : 'http://localhost:8080', 'lt');
}

const holdLobby = (page: Page) => holdRemote(page, LOBBY);

const boxes = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      els.slice(0, 4).map((el) => JSON.stringify(el.getBoundingClientRect().toJSON())),
    );

const cases = [
  // the filter bar above the grid; in French its labels are the longest, at 360 px the narrowest
  // (category names come from the catalogue, in one language)
  { width: 360, lang: 'fr', url: '/category/online-slots', title: 'Online Slots' },
  { width: 412, lang: 'en', url: '/category/online-slots', title: 'Online Slots' },
  // a placed promo's box above the title (4:3 here, 21:9 from 568 px)
  { width: 412, lang: 'de', url: '/category/table-games', title: 'Table Games' },
  { width: 599, lang: 'en', url: '/category/table-games', title: 'Table Games' },
  // the classic casino: portrait thumbnails, and no filter bar on its jackpot games
  { width: 412, lang: 'es', url: `${CLASSIC}/jackpot-games`, title: 'Juegos con bote' },
];

for (const { width, lang, url, title } of cases) {
  test(`on a ${width} px phone in ${lang}, ${url} paints its first tiles before the lobby, where the lobby's grid then shows them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 });
    await asPlayer(page, url);
    await page.addInitScript((l) => localStorage.setItem('parlor:language', l), lang);
    await watchLayoutShift(page);
    const release = await holdLobby(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });

    const boot = page.locator('#boot-tiles');
    const preloaded = await page
      .locator('link[rel="preload"][as="image"][type="image/webp"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloaded).toHaveLength(4);
    await expect(boot.locator('img')).toHaveCount(4);
    expect(
      await boot.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))),
    ).toEqual(preloaded);
    // still there once the shell is up and waits for the lobby's module
    await expect(page.locator('.page-skeleton')).toBeAttached();
    await expect(boot).toBeVisible();
    await expect
      .poll(() =>
        boot
          .locator('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    const before = await boxes(page, '#boot-tiles img');

    release();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const grid = page.locator('main ul.game-grid:not([aria-busy])').first();
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    await expect(boot).toBeHidden();
    // the lobby's first four tiles: the same games' images in the same pixels
    expect(
      await grid
        .locator('li source[type="image/webp"]')
        .evaluateAll((sources) => sources.slice(0, 4).map((s) => s.getAttribute('srcset'))),
    ).toEqual(preloaded);
    expect(await boxes(page, 'main ul.game-grid:not([aria-busy]) .game-tile-media')).toEqual(
      before,
    );
    // (a player's bar filling in the header is the player's, not the page's picture's)
    expect(await layoutShift(page, { outsideHeader: true })).toBe(0);
    // once the first screen is up, the page's tiles are gone from the page
    await expect(boot).toHaveCount(0);
  });
}

test("the page's tiles are never shown on a wide screen or a provider's page, and give way to the lobby's message when the lobby is down", async ({
  page,
}) => {
  await asPlayer(page, '/');
  // wide: the shell waits for the list's module with its skeleton, and the page's tiles stay hidden
  await page.route(LOBBY, () => new Promise<void>(() => {}));
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.page-skeleton')).toBeVisible();
  await expect(page.locator('#boot-tiles img')).toHaveCount(4);
  await expect(page.locator('#boot-tiles')).toBeHidden();

  // a provider's page has an introduction of any length above its grid: no tiles from the page
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/providers/netent', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.page-skeleton')).toBeAttached();
  await expect(page.locator('#boot-tiles')).toHaveCount(0);

  await page.unroute(LOBBY);
  await page.route(LOBBY, (route) => route.abort());
  await page.goto('/category/online-slots', { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('heading', { name: 'This part of the casino is taking a break' }),
  ).toBeVisible();
  await expect(page.locator('#boot-tiles')).toBeHidden();
});
