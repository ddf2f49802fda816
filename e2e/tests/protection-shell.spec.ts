import { expect, test } from '@playwright/test';
import { signUpFreshPlayer } from '../support/game-players';
import { seriousViolations } from '../support/axe';
import { startClockedParlor, type ClockedParlor } from '../support/clocked-parlor';

// The shell's player protection as a player meets it (docs/player-protection.md): the licence in
// the footer, the session clock on the live dealer's table, the tools shown before the first
// stake, and the reality check's help. The reality check runs on time: a controller and site of
// their own, the controller's clock moved with its demo clock and the browser's with Playwright's.

const FUSION = 'http://localhost:8080';
const CLASSIC = 'http://classic.localhost:8080';
const CONTROLLER_PORT = 8099;
const SITE_PORT = 8100;
const SITE = `http://localhost:${SITE_PORT}`;
const ELEVEN_MINUTES_MS = 11 * 60 * 1000;

test('the footer names the casino’s licence, its regulator a link to the regulator', async ({
  page,
}) => {
  for (const [origin, regulator, url, number] of [
    [FUSION, 'UK Gambling Commission', 'https://www.gamblingcommission.gov.uk', '000-000000-R'],
    [CLASSIC, 'Malta Gaming Authority', 'https://www.mga.org.mt', 'MGA/B2C/000/0000'],
  ] as const) {
    await page.goto(`${origin}/providers`);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`Licensed and regulated by the ${regulator}`);
    await expect(footer).toContainText(`licence ${number}`);
    await expect(
      footer.getByRole('link', { name: `${regulator} (opens in a new tab)` }),
    ).toHaveAttribute('href', url);
  }
});

test('the session clock and net position show at the live dealer’s table', async ({ page }) => {
  await signUpFreshPlayer(page, CLASSIC, 'ld');
  await page.goto(`${CLASSIC}/live-dealer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live Dealer' })).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Live dealer table"]').getByRole('heading', {
      name: 'Live Roulette',
    }),
  ).toBeVisible();
  const time = page.getByRole('term').filter({ hasText: 'Session time' });
  await expect(time).toBeVisible();
  await expect(time.locator('xpath=following-sibling::*[1]')).toHaveText(/^\d+:\d\d:\d\d$/);
  const net = page.getByRole('term').filter({ hasText: 'Net position' });
  await expect(net).toBeVisible();
  await expect(net.locator('xpath=following-sibling::*[1]')).toHaveText(/\$0\.00/);
  // the clock ticks
  const before = await time.locator('xpath=following-sibling::*[1]').innerText();
  await expect(time.locator('xpath=following-sibling::*[1]')).not.toHaveText(before, {
    timeout: 5_000,
  });
});

test('a new MGA player is shown the tools once, before the first stake', async ({ page }) => {
  await signUpFreshPlayer(page, CLASSIC, 'tools', { settled: false });
  await page.goto(`${CLASSIC}/`);
  const dialog = page.getByRole('dialog', { name: 'Before you play' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Deposit limits');
  await expect(dialog).toContainText('Self-exclusion');
  await expect(dialog.getByRole('link', { name: 'Set up my limits now' })).toHaveAttribute(
    'href',
    '/responsible-gaming',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // the keyboard stays inside
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Open profile/ }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});

test.describe('the reality check on the clock', () => {
  test.describe.configure({ mode: 'serial' });
  let parlor: ClockedParlor;
  test.beforeAll(async () => {
    parlor = await startClockedParlor({
      controller: CONTROLLER_PORT,
      site: SITE_PORT,
      assets: 8101,
    });
  });

  test.afterAll(async () => {
    await parlor.stop();
  });

  test('the reality check says where to find help, and docks beside the page its link opens', async ({
    page,
  }) => {
    test.slow();
    await page.clock.install();
    await signUpFreshPlayer(page, SITE, 'rh');
    await page.goto(`${SITE}/responsible-gaming`);
    await page.getByLabel('Interval').selectOption({ label: '10 minutes' });
    await page.getByRole('button', { name: 'Save interval' }).click();
    await expect(page.getByText('Currently every 10 minutes.')).toBeVisible();
    // the play session starts with the launch
    await page.goto(`${SITE}/play/wolf-gold-rush?by=netent`);
    await expect(page.locator('iframe[title="Wolf Gold Rush game"]')).toBeVisible();

    const moved = await page.request.post(`${SITE}/api/demo/clock`, {
      data: { advance_ms: ELEVEN_MINUTES_MS },
      headers: { origin: SITE },
    });
    expect(moved.status()).toBe(200);
    await page.clock.fastForward('11:00');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible({ timeout: 20_000 });

    await expect(
      check.getByRole('link', { name: 'BeGambleAware (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.begambleaware.org');
    await expect(
      check.getByRole('link', { name: 'Call BeGambleAware on 0808 8020 133' }),
    ).toHaveAttribute('href', 'tel:08088020133');
    await expect(check.getByRole('link', { name: 'GamCare (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk',
    );
    // the answers come first by keyboard, then the help
    await check.getByRole('button', { name: 'Log out' }).focus();
    await page.keyboard.press('Tab');
    const help = check.getByRole('link', { name: 'Our responsible gaming tools and advice' });
    await expect(help).toBeFocused();

    await help.press('Enter');
    await expect(page).toHaveURL(`${SITE}/responsible-gaming`);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    // docked beside the page, which can be read and used; still unanswered
    await expect(check).toBeVisible();
    await expect(check).not.toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('heading', { name: 'Need to talk to someone?' })).toBeVisible();
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toBeHidden();
  });
});
