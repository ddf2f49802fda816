import { expect, test } from '../support/cross-remote';

test('a guest sees real game tiles from the lobby remote @cross-remote', async ({ page }) => {
  await page.goto('/');
  const newGames = page.getByRole('list', { name: 'New Games' });
  await expect(newGames.getByRole('listitem')).toHaveCount(10);
  const popular = page.getByRole('list', { name: 'Popular Games' });
  await expect(popular.getByRole('listitem').first()).toBeVisible();
  expect(await popular.getByRole('listitem').count()).toBeLessThanOrEqual(12);
  // The root carries the guest marker, and the tiles came from the separately served remote.
  await expect(page.locator('#root')).toHaveClass(/guest/);
  // (where the lobby is served from: the casino's remotes, as the site boots the shell with them)
  const boot = (await (await page.request.get('/api/boot')).json()) as {
    remotes: { mf_lobby: string };
  };
  const lobby = new URL('.', boot.remotes.mf_lobby).href;
  const lobbyEntry = await page.evaluate(
    (base) => performance.getEntriesByType('resource').some((e) => e.name.startsWith(base)),
    lobby,
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

test('a guest clicking a tile is asked to log in @cross-remote', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('list', { name: 'New Games' }).getByRole('link').first().click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeHidden();
});

test('an unknown route shows the not-found page with a way home @cross-remote', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('list', { name: 'New Games' })).toBeVisible();
});

test('?play= on home goes to the play route @cross-remote', async ({ page }) => {
  await page.goto('/?play=some-game');
  await expect(page).toHaveURL(/\/play\/some-game$/);
});
