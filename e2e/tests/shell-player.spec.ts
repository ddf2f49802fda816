import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/accounts';
import { decodeEnvelope } from '../support/envelope';

async function serverBalance(page: Page) {
  const response = await page.request.get('/api/controller?getBalance');
  return decodeEnvelope<Record<string, number | null>>(await response.text());
}

test('the profile panel shows what the server holds, and is a proper dialog', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'vip');
  const opener = page.getByRole('button', { name: 'Open profile of Victor' });
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'My profile' });
  await expect(panel.getByRole('heading', { name: 'Victor Vance' })).toBeVisible();
  await expect(panel.getByText('VIP level 3')).toBeVisible();
  await expect(panel.getByText('VIP Gold')).toBeVisible();

  const server = await serverBalance(page);
  expect(server).not.toBeNull();
  const money = (n: number | null | undefined) =>
    n === null || n === undefined
      ? '---'
      : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
  for (const [label, key] of [
    ['Balance', 'balance'],
    ['Withdrawable', 'withdrawable'],
    ['Playthrough', 'playthrough'],
    ['Bonus', 'bonus'],
  ] as const) {
    await expect(panel.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(
      money(server![key]),
    );
  }
  // Fusion: no comp points.
  await expect(panel.getByText('Comp points')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
    'href',
    '/pages/cashier',
  );
  await expect(panel.getByRole('link', { name: 'Cash Out' })).toHaveAttribute(
    'href',
    '/pages/cashier/withdrawals',
  );
  await expect(panel.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/',
  );

  // Focus starts inside, Tab cycles within, Escape closes and gives focus back.
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('a classic-casino profile shows comp points and --- for a missing amount', async ({
  page,
}) => {
  // A controller answer with one amount missing (a plain object passes the codec unchanged).
  await page.route('**/api/controller?getBalance', (route) =>
    route.fulfill({
      json: {
        balance: 500,
        currency_code: 'USD',
        withdrawable: 450,
        playthrough: 0,
        bonus: null,
        comp_points: 120,
      },
    }),
  );
  await page.goto('http://classic.localhost:8080/');
  await logIn(page, 'alice');
  await page.getByRole('button', { name: 'Open profile of Alice' }).click();
  const panel = page.getByRole('dialog', { name: 'My profile' });
  await expect(panel.locator('dt', { hasText: 'Bonus' }).locator('+ dd')).toHaveText('---');
  await expect(panel.locator('dt', { hasText: 'Comp points' }).locator('+ dd')).toHaveText('120');
  await expect(panel.locator('dt', { hasText: 'Withdrawable' }).locator('+ dd')).toHaveText(
    '$450.00',
  );
  // A regular player (level 0) shows no VIP level.
  await expect(panel.getByText(/VIP level/)).toHaveCount(0);
});

test('the inbox counter drops after reading the messages', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'alice');
  const inbox = page.getByRole('banner').getByRole('link', { name: 'Inbox, 2 unread' });
  await expect(inbox).toBeVisible();
  await inbox.click();
  await expect(page.getByRole('heading', { name: 'Message center' })).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Inbox', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('inbox-count')).toHaveCount(0);
});

test('logging out returns to guest mode without reloading the page', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'alice');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Log Out' })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.locator('#root')).toHaveClass(/guest/);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  const config = await page.request.get('/api/controller?getBalance');
  expect(config.status()).toBe(401);
});

test('a balance under 5 brings the cashier tooltip after 3 s, for 10 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await logIn(page, 'broke');
  const tooltip = page.getByText('Running low? Top up in the cashier.');
  await expect(page.getByTestId('header-balance')).toHaveText('$2.50');
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(3100);
  await expect(tooltip).toBeVisible();
  await page.clock.runFor(10_500);
  await expect(tooltip).toHaveCount(0);
  // Not again the same day.
  await page.reload();
  await page.clock.runFor(5000);
  await expect(page.getByTestId('header-balance')).toHaveText('$2.50');
  await expect(tooltip).toHaveCount(0);
});

test('a wanted favorite is added after login and announced, then the toast fades', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/?fav=aurora-vault&by=push-gaming');
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('http://localhost:8080/');
  await dialog.getByLabel('Username').fill('newbie');
  await dialog.getByLabel('Password').fill('demo1234');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  const toast = page.getByRole('status').filter({ hasText: 'added to your favorites' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('aria-live', 'polite');
  const favorites = await page.request.get('/api/controller?myfavorites');
  const list = decodeEnvelope<{ shortname: string }[]>(await favorites.text());
  expect(list?.map((f) => f.shortname)).toContain('aurora-vault');
  await page.clock.runFor(7300);
  await expect(page.getByText(/added to your favorites/)).toHaveCount(0);
});
