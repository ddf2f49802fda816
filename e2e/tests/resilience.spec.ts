import { expect, test } from '@playwright/test';
import { waitForFirstScreen } from '../support/first-screen';
import { withRemoteStopped } from '../support/remotes';

test('a tampered envelope is logged and the site keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.route('**/api/controller?getconfig', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // Flip characters in the middle of the ciphertext: decryption must fail, not crash.
    const middle = Math.floor(body.length / 2);
    const tampered =
      body.slice(0, middle) + (body[middle] === 'A' ? 'B' : 'A') + body.slice(middle + 1);
    await route.fulfill({ response, body: tampered });
  });
  await page.goto('/');
  // No white screen: the page stays, and a notice explains and offers a retry.
  const notice = page.getByRole('alert').filter({ hasText: 'The casino could not start' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('list', { name: 'New Games' })).toBeVisible();
  expect(errors.join('\n')).toMatch(/decrypt|decode|payload/i);
  await page.unroute('**/api/controller?getconfig');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await waitForFirstScreen(page);
  await expect(page.getByRole('list', { name: 'New Games' })).toBeVisible();
});

test('with the lobby remote stopped the shell still works and recovers on Retry', async ({
  page,
}) => {
  await withRemoteStopped('mf_lobby', async () => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const fallback = page.getByRole('alert');
    await expect(
      fallback.getByRole('heading', { name: 'This part of the casino is taking a break' }),
    ).toBeVisible();
    // Other routes still render.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(10);
});
