import { expect, test } from '@playwright/test';

test('a guest sees real game tiles from the lobby remote', async ({ page }) => {
  await page.goto('/');
  const newGames = page.getByRole('list', { name: 'New Games' });
  await expect(newGames.getByRole('listitem')).toHaveCount(10);
  const popular = page.getByRole('list', { name: 'Popular Games' });
  await expect(popular.getByRole('listitem').first()).toBeVisible();
  expect(await popular.getByRole('listitem').count()).toBeLessThanOrEqual(12);
  // The root carries the guest marker, and the tiles came from the separately served remote.
  await expect(page.locator('#root')).toHaveClass(/guest/);
  const lobbyEntry = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((e) => e.name.startsWith('http://localhost:8081/')),
  );
  expect(lobbyEntry).toBe(true);
});

test('a thumbnail loads from the assets host', async ({ page }) => {
  await page.goto('/');
  const img = page.getByRole('list', { name: 'New Games' }).locator('img').first();
  // the page's own tiles give way to the lobby's: a scroll may meet either, and is done again
  await expect(async () => {
    await img.scrollIntoViewIfNeeded({ timeout: 1000 });
    expect(
      await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth),
    ).toBeGreaterThan(0);
  }).toPass();
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
    /^http:\/\/localhost:8086\/games\//,
  );
});

test('a guest clicking a tile is asked to log in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('list', { name: 'New Games' }).getByRole('link').first().click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeHidden();
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL('http://localhost:8080/');
  await expect(page.getByRole('list', { name: 'New Games' })).toBeVisible();
});

test('?play= on home goes to the play route', async ({ page }) => {
  await page.goto('/?play=some-game');
  await expect(page).toHaveURL(/\/play\/some-game$/);
});
