import { expect, test } from '@playwright/test';
import { logIn } from '../support/accounts';
import { answerLoginPrompt, CLASSIC, FUSION, tilesOf } from '../support/lobby';

test('a guest clicking a tile logs in and lands on the play path', async ({ page }) => {
  await page.goto(`${FUSION}/`);
  const link = tilesOf(page, 'New Games').first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/play\//);
  await link.click();
  await answerLoginPrompt(page, 'alice');
  await expect(page).toHaveURL(`${FUSION}${href}`);
});

test('a player adds and removes a favorite and sees it on /favorites after reload', async ({
  page,
}) => {
  await page.goto(`${FUSION}/category/table-games`);
  await logIn(page, 'newbie');
  const tile = tilesOf(page, 'Table Games').first();
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  await tile.getByRole('button', { name: `Add ${name} to favorites` }).click();
  const remove = tile.getByRole('button', { name: `Remove ${name} from favorites` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${FUSION}/favorites`);
  await page.reload();
  const favorites = tilesOf(page, 'Favorites');
  await expect(favorites.getByRole('link', { name: `Play ${name}` })).toBeVisible();
  await favorites.getByRole('button', { name: `Remove ${name} from favorites` }).click();
  await expect(page.getByText('Nina, you have no favorites yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nina, you have no favorites yet.')).toBeVisible();
});

test('?fav asks a guest to log in, then the favorite is on /favorites', async ({ page }) => {
  await page.goto(`${FUSION}/?fav=jackpot-boosted-bonanza&by=elk-studios`);
  await answerLoginPrompt(page, 'broke');
  await expect(page).toHaveURL(`${FUSION}/favorites`);
  await expect(
    tilesOf(page, 'Favorites').getByRole('link', { name: 'Play Jackpot Boosted Bonanza' }),
  ).toBeVisible();
  await expect(tilesOf(page, 'Favorites').getByText('Boosted', { exact: true })).toBeVisible();
  // Sent once: a reload does not send it again, and it stays a favorite.
  await page.reload();
  await expect(tilesOf(page, 'Favorites')).toHaveCount(1);
});

test('locked games open the modal of their lock reason', async ({ page }) => {
  await page.goto(`${FUSION}/?search=vip%20diamond`);
  const search = page.getByRole('dialog', { name: 'Search games' });
  await search.getByRole('button', { name: /VIP Diamond Vault is locked/ }).click();
  const vip = page.getByRole('dialog', { name: 'VIP players only' });
  await expect(vip).toBeVisible();
  await expect(vip.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(vip).toBeHidden();

  await search.getByRole('searchbox').fill('deposit dragon');
  await search.getByRole('button', { name: /Deposit Dragon Hoard is locked/ }).click();
  const deposit = page.getByRole('dialog', { name: 'Unlock with a deposit' });
  await expect(deposit.getByRole('link', { name: 'Deposit now' })).toHaveAttribute(
    'href',
    '/pages/cashier',
  );
  await page.keyboard.press('Escape');

  await search.getByRole('searchbox').fill('coming soon comet');
  await search.getByRole('button', { name: /Coming Soon Comet is locked/ }).click();
  await expect(page.getByRole('dialog', { name: 'Coming soon' })).toContainText(
    /Coming Soon Comet is coming on \w+ \d{1,2}, \d{4}\./,
  );
});

test('classic: a guest tile opens the demo; a player favorite survives a reload', async ({
  page,
}) => {
  await page.goto(`${CLASSIC}/category/table-games`);
  const tile = tilesOf(page, 'Table Games').first();
  await expect(tile.getByRole('link')).toHaveAttribute('href', /^\/demo\//);
  await logIn(page, 'alice');
  await expect(tile.getByRole('link')).toHaveAttribute('href', /^\/play\//);
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  await tile.getByRole('button', { name: `Add ${name} to favorites` }).click();
  await expect(tile.getByRole('button', { name: `Remove ${name} from favorites` })).toBeVisible();
  await page.goto(`${CLASSIC}/favorites`);
  await page.reload();
  await expect(
    tilesOf(page, 'Favorites').getByRole('link', { name: `Play ${name}` }),
  ).toBeVisible();
});
