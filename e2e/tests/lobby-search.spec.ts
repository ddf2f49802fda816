import { expect, test } from '../support/cross-remote';
import type { Page } from '@playwright/test';
import { CLASSIC, tilesOf } from '../support/lobby';

test('search: results, the no-results copy, reset to defaults, Escape @cross-remote', async ({
  page,
}) => {
  await page.goto('/');
  await expect(tilesOf(page, 'New Games')).toHaveCount(10);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('searchbox', { name: 'Search games or providers' });
  await expect(box).toBeFocused();
  // Defaults: popular games.
  await expect(dialog.getByRole('list', { name: 'Popular Games' })).toBeVisible();

  // Accent- and case-insensitive; matches the name.
  await box.fill('WÖLF GOLD');
  await expect(dialog.getByRole('link', { name: 'Play Wolf Gold Rush' })).toBeVisible();
  await expect(dialog.getByRole('status').first()).toContainText('result');
  // One tile for a game several providers offer.
  await expect(dialog.getByRole('link', { name: 'Play Wolf Gold Rush' })).toHaveCount(1);
  // The query lives in the URL while the modal is open.
  await expect(page).toHaveURL(/[?&]q=W%C3%96LF(\+|%20)GOLD/);

  // Two characters do nothing: the results stay.
  await box.fill('wo');
  await page.waitForTimeout(500);
  await expect(dialog.getByRole('link', { name: 'Play Wolf Gold Rush' })).toBeVisible();

  await box.fill('zzqqxx');
  await expect(dialog.getByText('No results found. Maybe try a different keyword?')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Popular Games' })).toBeVisible();

  await box.fill('');
  await expect(dialog.getByText('No results found. Maybe try a different keyword?')).toBeHidden();
  await expect(dialog.getByRole('list', { name: 'Popular Games' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test('search: ?search opens the modal, is removed, and Back closes it @cross-remote', async ({
  page,
}) => {
  await page.goto('/all-games');
  await page.goto('/all-games?search=book%20of%20shadows');
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await expect(dialog.getByRole('link', { name: 'Play Book of Shadows' })).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Opened from the header, Back closes it.
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/all-games');
});

test('classic search matches provider names and offers filters above 6 results', async ({
  page,
}) => {
  await page.goto(`${CLASSIC}/?search=classic%20studios`);
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await expect(dialog.getByRole('status').first()).toContainText('results for');
  await expect(tilesOf(page, 'Search games')).toHaveCount(50);
  await expect(dialog.getByRole('button', { name: 'Themes' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Themes' }).click();
  const group = dialog.getByRole('group', { name: 'Themes' });
  const first = group.getByRole('checkbox').nth(1);
  await first.check();
  await expect(dialog.getByRole('button', { name: 'Reset filters' })).toBeVisible();
  expect(await tilesOf(page, 'Search games').count()).toBeLessThan(50);
});

/** What the next results' first commit holds, read before it is painted (a mutation observer). */
async function watchFirstCommit(page: Page) {
  await page.evaluate(() => {
    const win = globalThis as unknown as Window & { firstCommit?: Promise<unknown> };
    const doc = win.document;
    win.firstCommit = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const grid = doc.querySelector('[role="dialog"] ul[aria-label="Search games"]');
        if (!grid) return;
        observer.disconnect();
        const tiles = grid.querySelectorAll('.game-tile');
        const view = doc.querySelector('[role="dialog"]')!.getBoundingClientRect();
        const last = tiles[tiles.length - 1]!.getBoundingClientRect();
        resolve({
          tiles: tiles.length,
          reachesViewBottom: last.bottom >= Math.min(view.bottom, win.innerHeight),
        });
      });
      observer.observe(doc.body, { childList: true, subtree: true });
    });
  });
  return async () =>
    (await page.evaluate(
      () => (globalThis as unknown as { firstCommit: Promise<unknown> }).firstCommit,
    )) as { tiles: number; reachesViewBottom: boolean };
}

test('results mount the rows in view first, with no gap, then their whole page @cross-remote', async ({
  page,
}) => {
  await page.goto('/?search');
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  const box = dialog.getByRole('searchbox', { name: 'Search games or providers' });
  const results = tilesOf(page, 'Search games');
  await expect(dialog.getByRole('list', { name: 'Popular Games' })).toBeVisible();

  // The first results: by the geometry of the popular games' grid.
  let firstCommit = await watchFirstCommit(page);
  await box.fill('pragmatic');
  const status = dialog.getByRole('status').filter({ hasText: 'results for' });
  const found = Number((await status.textContent())?.match(/\d+/)?.[0]);
  expect(found).toBeGreaterThan(30); // more than the dialog shows at once
  const page1 = Math.min(found, 50);
  let first = await firstCommit();
  expect(first.tiles).toBeGreaterThan(0);
  expect(first.tiles).toBeLessThan(page1);
  expect(first.reachesViewBottom).toBe(true);
  // the rest of the first page follows
  await expect(results).toHaveCount(page1);

  // New results after none (recent and popular games in between): by the last results' geometry.
  await box.fill('zzqqxx');
  await expect(dialog.getByText('No results found. Maybe try a different keyword?')).toBeVisible();
  firstCommit = await watchFirstCommit(page);
  await box.fill('pragmatic');
  first = await firstCommit();
  expect(first.tiles).toBeGreaterThan(0);
  expect(first.tiles).toBeLessThan(page1);
  expect(first.reachesViewBottom).toBe(true);
  await expect(results).toHaveCount(page1);
});
