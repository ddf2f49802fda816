import { expect, test } from '../support/cross-remote';
import { logIn } from '../support/accounts';

test('?livechat opens the live chat and leaves the address @cross-remote', async ({ page }) => {
  await page.goto('/?livechat=1&keep=yes');
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await expect(chat).toBeVisible();
  await expect(page).toHaveURL('/?keep=yes');
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
});

test('a player opens live support from the sidebar, tagged with the player class', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, 'vip');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Live Support' })
    .click();
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('data-tags', /class:vip/);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

test('?play goes to the game, the rest of the query is not kept @cross-remote', async ({
  page,
}) => {
  await page.goto('/?play=aurora-vault');
  await expect(page).toHaveURL(/\/play\/aurora-vault$/);
});

test('?fav as a logged-in player goes straight to favorites', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'sportsfan');
  await page.goto('/?fav=jackpot-empty-pot&by=betsoft');
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('status')).toContainText('added to your favorites');
});
