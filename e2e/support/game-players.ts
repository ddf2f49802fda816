import { expect, type FrameLocator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

let serial = 0;

/** A 1×1 PNG: the identity document the reference controller's age check accepts in tests. */
const DOCUMENT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * A fresh adult player of a casino, signed up with the browser's own fetch (so that *.localhost
 * resolves and the session cookie lands in the page's context), with the terms accepted and the
 * age verified through the controller's own document check (the UK-profile casinos let no one
 * play before it), the tools shown before a first stake counted as seen; `settled: false` leaves
 * the new player as the sign-up made them. The page is left on that casino's origin.
 */
export async function signUpFreshPlayer(
  page: Page,
  origin: string,
  prefix = 'gm',
  { fname = 'Gina', lname = 'Gamer', settled = true } = {},
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
      dob: '1990-01-01',
      terms: 'on',
    },
  );
  expect(status).toBe(201);
  if (!settled) return username;
  const verified = await page.evaluate(async (data) => {
    const sent = await fetch('/api/verification/document', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'passport', data }),
    });
    if (!sent.ok) return `upload ${sent.status}`;
    const state = await (await fetch('/api/verification')).json();
    // the responsible gaming tools a new MGA player is shown once before the first stake: the
    // tests that are not about them start after it (its own test shows it)
    await fetch('/api/protection/tools-seen', { method: 'POST' });
    return state.state;
  }, DOCUMENT_PNG);
  expect(verified).toBe('verified');
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
