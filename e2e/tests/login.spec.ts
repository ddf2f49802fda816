import { expect, test } from '@playwright/test';
import { logIn } from '../support/accounts';

test('alice logs in and sees her balance', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'alice');
  await expect(page.getByRole('button', { name: 'Open profile of Alice' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('$500.00');
  await expect(page.locator('#root')).not.toHaveClass(/guest/);
  // The session survives a reload: it lives in an HttpOnly cookie.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('$500.00');
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'parlor_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Strict');
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('not-her-password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong username or password.');
});
