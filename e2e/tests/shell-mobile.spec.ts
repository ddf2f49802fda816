import { expect, test } from '../support/cross-remote';
import { logIn } from '../support/accounts';
import { waitForFirstScreen } from '../support/first-screen';

test('on a phone the bottom launcher and the drawer replace the sidebar @cross-remote', async ({
  page,
}) => {
  await page.goto('/');
  const launcher = page.getByRole('navigation', { name: 'Quick links' });
  await expect(launcher.getByRole('link', { name: 'Games' })).toBeVisible();
  await expect(launcher.getByRole('link', { name: 'Promos' })).toHaveAttribute(
    'href',
    '/promotions',
  );
  await expect(launcher.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

  const opener = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await drawer.getByRole('link', { name: 'Video Poker' }).click();
  await expect(page).toHaveURL(/\/category\/video-poker$/);
  await expect(drawer).toBeHidden();
});

test('on a phone the header keeps "Log In" and "Sign Up" on one line each @cross-remote', async ({
  page,
}) => {
  await page.goto('/');
  // the header as the site lays it out once its first screen is up
  await waitForFirstScreen(page);
  const header = page.getByRole('banner');
  for (const control of [
    header.getByRole('button', { name: 'Log In' }),
    header.getByRole('link', { name: 'Sign Up' }),
  ]) {
    await expect(control).toBeVisible();
    // distinct line tops of the control's text: 1 when it does not wrap
    const lines = await control.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    const box = await control.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  }
});

test('a player sees balance and inbox in the launcher and opens the profile', async ({ page }) => {
  await page.route('**/api/controller?getunreadmessages', (route) =>
    route.fulfill({ json: { total_unread: 3 } }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Not now' }).click();
  await logIn(page, 'alice');
  const launcher = page.getByRole('navigation', { name: 'Quick links' });
  await expect(launcher.getByRole('link', { name: /Cashier/ })).toContainText('$500.00');
  await expect(launcher.getByRole('link', { name: /Inbox/ })).toContainText('3');
  await launcher.getByRole('button', { name: 'My Account' }).click();
  const panel = page.getByRole('dialog', { name: 'My profile' });
  await expect(panel.getByRole('heading', { name: 'Alice Archer' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});

test('the install prompt can be dismissed, and stays dismissed @cross-remote', async ({ page }) => {
  await page.goto('/');
  const prompt = page.getByRole('complementary', { name: 'Install the casino' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
