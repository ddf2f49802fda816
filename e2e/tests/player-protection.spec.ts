import { expect, test } from '@playwright/test';
import {
  depositAtCashier,
  frameBalanceCents,
  signUpFreshPlayer,
  spin,
} from '../support/game-players';
import { seriousViolations } from '../support/axe';
import { startClockedParlor, type ClockedParlor } from '../support/clocked-parlor';

// Player protection as a player meets it (docs/player-protection.md). The reality check runs on
// time: a controller and site of their own, the controller's clock moved with the demo clock
// (PARLOR_DEMO_CLOCK) and the browser's with Playwright's, so an hour passes in a moment.

const CONTROLLER_PORT = 8095;
const SITE_PORT = 8096;
const SITE = `http://localhost:${SITE_PORT}`;
const ELEVEN_MINUTES_MS = 11 * 60 * 1000;

test('the responsible gaming page is one click away from every page', async ({ page }) => {
  for (const route of [
    '/',
    '/category/online-slots',
    '/providers',
    '/promotions',
    '/tournaments',
    '/all-games',
    '/no-such-page',
  ]) {
    await page.goto(route);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gaming' });
    // A list scrolls on: bringing the footer into view brings the next tiles, which push it down
    // between the pointer's aim and its click. The focused link and Enter are the same one step.
    if (route === '/category/online-slots' || route === '/all-games') await link.press('Enter');
    else await link.click();
    await expect(page).toHaveURL(/\/responsible-gaming$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  }
  // a guest sees the tools and where to find help, and is asked to log in to set limits
  await expect(page.getByRole('button', { name: 'Log in to set your limits' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^BeGambleAware/ })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Call BeGambleAware on 0808 8020 133' }),
  ).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the responsible gaming and account history pages have no serious violations (${theme})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    await page.goto('/responsible-gaming');
    await expect(page.getByRole('button', { name: 'Log in to set your limits' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // a player with limits set and a raise pending: the forms and the pending change
    await page.getByRole('button', { name: 'Log in to set your limits' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Username').fill('limited');
    await login.getByLabel('Password').fill('demo1234');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByText(/Pending change: \$500\.00, applies on/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/account/history');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('on the clock', () => {
  test.describe.configure({ mode: 'serial' });

  let parlor: ClockedParlor;
  test.beforeAll(async () => {
    parlor = await startClockedParlor({
      controller: CONTROLLER_PORT,
      site: SITE_PORT,
      assets: 8098,
    });
  });

  test.afterAll(async () => {
    await parlor.stop();
  });

  for (const theme of ['light', 'dark'] as const)
    test(`the session clock and net position move with real bets; the reality check covers the game when due, and Continue resumes it (${theme})`, async ({
      page,
      context,
    }) => {
      test.slow();
      await context.addCookies([{ name: 'theme', value: theme, url: SITE }]);
      await page.clock.install();
      await signUpFreshPlayer(page, SITE, 'rc');
      expect(await depositAtCashier(page, SITE, 100)).toBe('100.00');
      // the player chooses the shortest reality check fusion offers
      await page.goto(`${SITE}/responsible-gaming`);
      await page.getByLabel('Interval').selectOption({ label: '10 minutes' });
      await page.getByRole('button', { name: 'Save interval' }).click();
      await expect(page.getByText('Currently every 10 minutes.')).toBeVisible();
      await page.goto(`${SITE}/play/wolf-gold-rush?by=netent`);
      const frame = page.frameLocator('iframe[title="Wolf Gold Rush game"]');
      expect(await frameBalanceCents(frame)).toBe(10_000);

      const clock = page.getByTestId('session-clock');
      await expect(clock).toContainText('Session time');
      await expect(clock).toContainText(/0:00:\d\d/);
      await expect(clock).toContainText(/Net position\s*\$0\.00/);
      // real money moves the net position as the balance moves
      await frame.getByLabel('Bet').selectOption('5.00');
      await spin(frame);
      const delta = (await frameBalanceCents(frame)) - 10_000;
      if (delta !== 0)
        await expect(clock).toContainText(`$${(Math.abs(delta) / 100).toFixed(2)}`, {
          timeout: 20_000,
        });

      // the chosen interval later, on both clocks
      const moved = await page.request.post(`${SITE}/api/demo/clock`, {
        data: { advance_ms: ELEVEN_MINUTES_MS },
        headers: { origin: SITE },
      });
      expect(moved.status()).toBe(200);
      await page.clock.fastForward('11:00');
      const check = page.getByRole('dialog', { name: 'Reality check' });
      await expect(check).toBeVisible({ timeout: 20_000 });
      await expect(check).toContainText('Time played');
      await expect(check).toContainText(/0:1\d:\d\d/);
      await expect(check).toContainText('Amount wagered');
      await expect(check).toContainText('$5.00');
      // the game is covered: what is on top of its frame is the check's layer
      const covered = await page.evaluate(() => {
        const frameBox = document.querySelector('iframe[title="Wolf Gold Rush game"]')!;
        const box = frameBox.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== frameBox && !frameBox.contains(top);
      });
      expect(covered).toBe(true);
      // Escape does not dismiss it
      await page.keyboard.press('Escape');
      await expect(check).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await check.getByRole('button', { name: 'Continue' }).click();
      await expect(check).toBeHidden();
      await spin(frame);
    });
});
