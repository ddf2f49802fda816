import { expect, test } from '../support/cross-remote';
import type { Page } from '@playwright/test';
import { CLASSIC, FUSION, scrollToLoadingLine, tilesOf } from '../support/lobby';

/** `site`: another casino's origin; by default the site under test. */
async function sortAndScroll(page: Page, site = '') {
  await page.goto(`${site}/category/online-slots`);
  const heading = page.getByRole('heading', { level: 1, name: 'Online Slots' });
  await expect(heading).toBeVisible();
  const tiles = tilesOf(page, 'Online Slots');
  await expect(tiles).toHaveCount(50);

  // Page 2 arrives when the loading line scrolls into view.
  await scrollToLoadingLine(page);
  await expect.poll(() => tiles.count()).toBeGreaterThan(50);
  expect((await tiles.count()) % 50 === 0 || (await tiles.count()) < 100).toBe(true);

  // Sort A-Z: names in order, and back to page 0.
  const firstBefore = await page.locator('.game-tile-name').first().textContent();
  await page.getByLabel('Sort by').selectOption({ label: 'A-Z' });
  await expect(page.locator('.game-tile-name').first()).not.toHaveText(firstBefore ?? '');
  const names = await page.locator('.game-tile-name').allTextContents();
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  expect(names).toEqual(sorted);
}

test('fusion category: filters by provider, sorts A-Z, scrolls to page 2 @cross-remote', async ({
  page,
}) => {
  await sortAndScroll(page);
  await page.getByRole('button', { name: 'Providers' }).click();
  const group = page.getByRole('group', { name: 'Providers' });
  await expect(group.getByLabel('All providers')).toBeChecked();
  await expect(group).not.toContainText('Sportsbook');
  await group.getByLabel('NetEnt').check();
  await expect(group.getByLabel('All providers')).not.toBeChecked();
  const srcs = await tilesOf(page, 'Online Slots')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
  expect(srcs.length).toBeGreaterThan(0);
  for (const src of srcs) expect(src).toContain('/netent/');
  await group.getByRole('button', { name: 'Reset' }).click();
  await expect(group.getByLabel('All providers')).toBeChecked();
  // Features narrow the list further (all-of across filter types).
  await page.getByRole('button', { name: 'Features' }).click();
  const before = await page.locator('.list-count').textContent();
  await page.getByRole('group', { name: 'Features' }).getByLabel('Megaways').check();
  await expect(page.locator('.list-count')).not.toHaveText(before ?? '');
});

test('classic category: sorts, scrolls to page 2; one provider means no provider filter', async ({
  page,
}) => {
  await sortAndScroll(page, CLASSIC);
  await expect(page.getByRole('button', { name: 'Themes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Providers' })).toHaveCount(0);
});

test('categories by variant: specialty games only in classic, live dealer only in fusion', async ({
  page,
}) => {
  await page.goto(`${FUSION}/category/specialty-games`);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.goto(`${CLASSIC}/category/specialty-games`);
  await expect(page.getByRole('heading', { level: 1, name: 'Specialty Games' })).toBeVisible();
  await expect(tilesOf(page, 'Specialty Games').first()).toBeVisible();
  await page.goto(`${CLASSIC}/category/live-dealer`);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
});

test('providers: grid without the sportsbook, explore, unknown provider redirects @cross-remote', async ({
  page,
}) => {
  await page.goto('/providers');
  const grid = page.getByRole('list', { name: 'Providers' });
  await expect(grid.getByRole('heading', { name: "Play'n GO" })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Big Time Gaming' })).toBeVisible();
  await expect(grid).not.toContainText('Sportsbook');
  await grid.getByRole('link', { name: 'Explore Games: NetEnt' }).click();
  await expect(page).toHaveURL('/providers/netent');
  await expect(page.getByRole('heading', { level: 1, name: 'NetEnt' })).toBeVisible();
  await expect(page.getByText('NetEnt has shaped online slots')).toBeVisible();
  await expect(tilesOf(page, 'NetEnt').first()).toBeVisible();

  await page.goto('/providers/no-such-studio');
  await expect(page).toHaveURL('/providers');
  await page.goto('/providers/sportsbook');
  await expect(page).toHaveURL('/providers');
});

test('suggested games need a player: a guest goes home', async ({ page }) => {
  await page.goto(`${CLASSIC}/suggested-games`);
  await expect(page).toHaveURL(`${CLASSIC}/`);
});

test('a long list keeps only the pages around the view mounted, and the page never jumps @cross-remote', async ({
  page,
}) => {
  await page.goto('/all-games');
  const tiles = tilesOf(page, 'All Games');
  await expect(tiles).toHaveCount(50);
  const total = Number((await page.locator('.list-count').textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(400);

  // Scroll to the end of the list, page after page, as a visitor does.
  const loading = page.getByRole('status').filter({ hasText: 'Loading more games' });
  let mountedMost = 0;
  for (let i = 0; i < 40 && (await loading.count()) > 0; i++) {
    await scrollToLoadingLine(page);
    await page.waitForTimeout(150);
    mountedMost = Math.max(mountedMost, await tiles.count());
  }
  await expect(loading).toHaveCount(0);
  const last = tiles.last();
  await expect(last).toHaveAttribute('aria-setsize', String(total));
  await expect(last).toHaveAttribute('aria-posinset', String(total));
  // never more than a few pages of tiles at once, though every game was loaded
  expect(mountedMost).toBeLessThanOrEqual(6 * 50 + 12);
  expect(await tiles.count()).toBeLessThan(total);

  // Back to the top: the first games are there again, in the same place.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tiles.first()).toHaveAttribute('aria-posinset', '1');
  await expect(tiles.first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
});

test("on a 360 px phone in French the list's filters stay on one line, keep their names, and open within the screen @cross-remote", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('parlor:language', 'fr'));
  await page.goto('/category/online-slots');
  const filters = page.getByRole('group', { name: 'Filtres' });
  const names = ['Fournisseurs', 'Fonctionnalités', 'Thèmes'];
  for (const name of names) await expect(filters.getByRole('button', { name })).toBeVisible();
  // one line: every toggle has the same top
  const tops = await filters
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  for (const name of names) {
    const toggle = filters.getByRole('button', { name });
    await toggle.click();
    const menu = filters.getByRole('group', { name });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await toggle.click();
    await expect(menu).toBeHidden();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});
