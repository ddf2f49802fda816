import { expect, test } from '../support/cross-remote';
import { CLASSIC, scrollThroughHome, tilesOf } from '../support/lobby';

test('fusion home: the sections render in order, remote sections are left out quietly @cross-remote', async ({
  page,
}) => {
  await page.goto('/');
  await expect(tilesOf(page, 'New Games')).toHaveCount(10);
  const popular = await tilesOf(page, 'Popular Games').count();
  expect(popular).toBeGreaterThan(0);
  expect(popular).toBeLessThanOrEqual(12);
  await scrollThroughHome(page);
  await expect(tilesOf(page, 'Jackpots')).toHaveCount(10);
  await expect(page.getByText('Total jackpot')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Providers' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Providers' })).not.toContainText('Sportsbook');
  await expect(page.getByRole('list', { name: 'Themes' }).getByRole('link')).not.toHaveCount(0);
  const headings = await page.locator('main h2').allTextContents();
  const order = ['New Games', 'Popular Games', 'Jackpots', 'Providers', 'Themes', 'Top Slots'];
  expect(headings.filter((h) => order.includes(h))).toEqual(order);
  // The tournaments and promotions remotes are not running: no error block for them.
  await expect(page.getByText('This part of the casino is taking a break')).toHaveCount(0);
  // A jackpot with an active multiplier shows its tag.
  await expect(tilesOf(page, 'Jackpots').getByText('Multiplied').first()).toBeVisible();
  await page.getByRole('link', { name: 'View all Popular Games' }).click();
  await expect(page).toHaveURL('/subgroup/popular');
  await expect(page.getByRole('heading', { level: 1, name: 'Popular Games' })).toBeVisible();
});

test('classic home: vertical thumbnails and demo links for guests', async ({ page }) => {
  await page.goto(`${CLASSIC}/`);
  const tile = tilesOf(page, 'New Games').first();
  await expect(tile).toBeVisible();
  await expect(tile.locator('img')).toHaveAttribute('src', /\/portrait\.jpg$/);
  await expect(tile.getByRole('link')).toHaveAttribute('href', /^\/demo\//);
  await scrollThroughHome(page);
  await expect(page.getByRole('list', { name: 'Providers' })).toContainText('Classic Studios');
});
