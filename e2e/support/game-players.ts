import { expect, type FrameLocator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

let serial = 0;

/**
 * A fresh player of a casino, signed up with the browser's own fetch (so that *.localhost resolves
 * and the session cookie lands in the page's context); the page is left on that casino's origin.
 */
export async function signUpFreshPlayer(
  page: Page,
  origin: string,
  prefix = 'gm',
  { fname, lname } = { fname: 'Gina', lname: 'Gamer' },
): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}_${serial++}`.slice(0, 32);
  await page.goto(`${origin}/pages/signup`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/signup', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    {
      username,
      password: DEMO_PASSWORD,
      fname,
      lname,
      email: `${username}@example.com`,
    },
  );
  expect(status).toBe(201);
  return username;
}

/** Deposits through the cashier page as a player would; answers the cashier's balance. */
export async function depositAtCashier(page: Page, origin: string, amount: 10 | 25 | 50 | 100) {
  await page.goto(`${origin}/pages/cashier`);
  await page.getByRole('radio', { name: `${amount}.00` }).check();
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByText('Deposit received. Good luck!')).toBeVisible();
  return page.getByTestId('cashier-balance').innerText();
}

/** The demo game's balance in its frame, in cents. */
export async function frameBalanceCents(frame: FrameLocator): Promise<number> {
  const output = frame.locator('#balance');
  await expect(output).toHaveAttribute('data-cents', /\d+/);
  return Number(await output.getAttribute('data-cents'));
}

/** One spin of the demo game, waited for until its result shows. */
export async function spin(frame: FrameLocator) {
  const button = frame.getByRole('button', { name: 'Spin' });
  await button.click();
  await expect(frame.locator('#result')).toHaveText(/You win|No win this time/);
  await expect(button).toBeEnabled();
}
