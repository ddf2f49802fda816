import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { withRemoteStopped } from '../support/remotes';
import { DEMO_PASSWORD, logIn } from '../support/accounts';

// Each test that redeems has its own demo account (the suite shares one database):
// spinner spins, unverified confirms the email, newbie dismisses the game page's prompt and
// then claims the welcome gift, lucky stays eligible for the resilience check. The reason
// accounts only read.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Daily free spins' });

/** Logs in through the API (faster than the dialog) and opens the popup from its address. */
async function openAs(page: Page, username: string, theme: 'light' | 'dark' = 'light') {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'theme', value: theme, url: 'http://localhost:8080' }]);
  const res = await page.request.post('/api/auth/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  await page.goto('/?freespins');
  await expect(popup(page)).toBeVisible();
}

// Several logins, axe runs and a remote restart per test: room for a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a player spins the wheel, wins, sees the prize and cannot spin again', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'spinner');
  // The popup opens by itself on home when a spin is available.
  const dialog = popup(page);
  await expect(
    dialog.getByRole('heading', { name: 'Spin the wheel for free spins' }),
  ).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Free spins wheel with prizes of/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const terms = dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await expect(terms).toBeChecked();
  await terms.uncheck();
  await dialog.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(
    dialog.getByText('Please accept the terms and conditions to spin the wheel.'),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Congratulations!' })).toHaveCount(0);

  await terms.check();
  await dialog.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(dialog.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(dialog.getByText(/^You won \d+ free spins on .+!$/)).toBeVisible();
  await expect(dialog.getByText(/free spins were added to/)).toBeVisible();
  await expect(dialog.getByText('✓ Verified spin')).toBeVisible();
  const play = dialog.getByRole('link', { name: /^Play .+ now$/ });
  await expect(play).toHaveAttribute('href', /^\/play\/[a-z0-9-]+\?by=/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/?freespins');
  await expect(
    dialog.getByText('You have already redeemed your daily free spins today.'),
  ).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(dialog.getByRole('link', { name: 'Keep playing' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
});

test('every reason a player may not spin has its screen', async ({ page }) => {
  const wrong = 'Oops! Something went wrong';
  const cases: [string, string, string, string | null][] = [
    [
      'alice',
      wrong,
      'Make a deposit of at least $10.00 within 7 days to unlock your daily free spins.',
      'Deposit',
    ],
    ['broke', wrong, 'Your balance must be at least $5.00 to redeem your daily free spins.', null],
    [
      'hunter',
      'Congratulations!',
      'You have free spins waiting for you. Play them before spinning again.',
      'Play now',
    ],
    [
      'nocampaign',
      wrong,
      'There are no daily free spins for you right now. Please check back later.',
      null,
    ],
    [
      'mailerror',
      wrong,
      'There are no daily free spins for you right now. Please check back later.',
      null,
    ],
    [
      'nogame',
      wrong,
      'The free spins game is not available right now. Please check back later.',
      null,
    ],
    ['notemplate', wrong, 'Your free spins offer is not set up yet. Please contact support.', null],
  ];
  for (const [username, heading, text, link] of cases) {
    // the dark theme here, the light one in the spin test
    await openAs(page, username, 'dark');
    const dialog = popup(page);
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    await expect(dialog.getByText(text)).toBeVisible();
    if (link) await expect(dialog.getByRole('link', { name: link })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('the email flow: send, confirm in the mailbox, continue to the wheel', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await openAs(page, 'unverified');
  const dialog = popup(page);
  await expect(dialog.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the confirmation email' }).click();
  await expect(
    dialog.getByText('We sent an email to unverified@example.com.', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText('Waiting for your confirmation…')).toBeVisible();

  const mailbox = await context.newPage();
  await mailbox.goto('/pages/mailbox');
  await mailbox.getByRole('link', { name: 'Confirm my email' }).click();
  await expect(mailbox.getByText('Your email is confirmed.', { exact: false })).toBeVisible();
  await mailbox.close();

  // The click check runs every minute.
  await page.clock.fastForward('01:01');
  await expect(
    dialog.getByText('Your email is confirmed. You can spin the wheel now.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByRole('heading', { name: 'Spin the wheel for free spins' }),
  ).toBeVisible();
});

test('a new player sees the 50 free spins prompt a minute into a game, without opening a menu, and dismisses it', async ({
  page,
}) => {
  // the page's timers run on Playwright's clock: a minute passes without waiting one
  await page.clock.install();
  // the fusion casino, and the fun-money one, which has no daily free spins
  for (const site of ['http://localhost:8080', 'http://fun.localhost:8080']) {
    await page.context().clearCookies();
    // logged in from the page: only the browser resolves *.localhost
    await page.goto(`${site}/pages/terms`);
    const status = await page.evaluate(
      (password) =>
        fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'newbie', password }),
        }).then((r) => r.status),
      DEMO_PASSWORD,
    );
    expect(status).toBe(200);
    await page.goto(`${site}/play/jackpot-steady-crown`);
    await expect(page.locator('iframe[title="Jackpot Steady Crown game"]')).toBeVisible();
    const prompt = page.getByRole('region', { name: 'Welcome gift: 50 free spins' });
    await page.clock.fastForward('00:50');
    await expect(prompt).toHaveCount(0);
    await page.clock.fastForward('00:11');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Claim 50 free spins' })).toBeVisible();
    // no menu was opened: the prompt is on the game page itself
    await expect(page.getByRole('dialog', { name: 'Game menu' })).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);
  }
});

test('a new player claims the 50 free spins once', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'newbie');
  const dialog = popup(page);
  await expect(dialog.getByRole('heading', { name: 'Welcome gift: 50 free spins' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Claim 50 free spins' }).click();
  await expect(dialog.getByText('Your 50 free spins are ready. Enjoy!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // the spins wait to be played
  await expect(dialog.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Never again: the popup shows no offer and the coupon controller refuses a second claim.
  await page.goto('/?freespins');
  await expect(dialog.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Welcome gift: 50 free spins' })).toHaveCount(0);
  const again = await page.request.post('/api/coupon', {
    form: { redeem: 'WELCOME50', redirect: 'false' },
  });
  expect(await again.json()).toMatchObject({ success: false, code: 'already_redeemed' });
});

test('with the free spins remote stopped the site works, and the popup returns with it', async ({
  page,
}) => {
  await withRemoteStopped('mf_freespins', async () => {
    await page.goto('/');
    await logIn(page, 'lucky');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(
      10,
    );
    await page.goto('/category/online-slots');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });
  await page.goto('/');
  await expect(
    popup(page).getByRole('heading', { name: 'Spin the wheel for free spins' }),
  ).toBeVisible();
});
