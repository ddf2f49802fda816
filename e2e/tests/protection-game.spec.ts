import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/cross-remote';
import { DEMO_PASSWORD } from '../support/accounts';
import { answerLoginPrompt, tilesOf } from '../support/lobby';

// The fun-money casino plays under the UK profile: every player's age is checked before any play,
// free play included, so a guest's launch is answered account_required (docs/player-protection.md).
const FUN = 'http://fun.localhost:8080';

test('fun money, UK profile: a guest opening a game sees why free play needs an account, and can log in to play', async ({
  page,
}) => {
  await page.goto(`${FUN}/`);
  const tile = tilesOf(page, 'New Games').first().getByRole('link');
  await expect(tile).toHaveAttribute('href', /^\/demo\//);
  const gameName = (await tile.innerText()).trim();
  const path = (await tile.getAttribute('href'))!;
  await tile.click();
  await expect(page).toHaveURL(`${FUN}${path}`);

  const explained = page.getByRole('region', { name: 'Free play needs an account' });
  await expect(
    explained.getByRole('heading', { level: 1, name: 'Free play needs an account' }),
  ).toBeVisible();
  await expect(explained).toContainText(
    'The law asks us to check the age of every player before any play, free play included.',
  );
  await expect(explained).toContainText(`Sign up, or log in, to play ${gameName}.`);
  // never a broken or empty game
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText(/could not be started/)).toHaveCount(0);
  // the explanation is not hidden behind a login prompt the guest did not ask for
  await expect(page.getByRole('dialog', { name: 'Log In' })).toHaveCount(0);

  const signUp = explained.getByRole('link', { name: 'Sign up' });
  await expect(signUp).toHaveAttribute('href', '/pages/signup');
  const logIn = explained.getByRole('button', { name: 'Log in' });
  await expect(explained.getByRole('button', { name: 'Go Back' })).toBeVisible();

  // by keyboard: Log in opens the prompt; closing it leaves the guest on the explanation
  await signUp.focus();
  await page.keyboard.press('Tab');
  await expect(logIn).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${FUN}${path}`);
  await expect(explained).toBeVisible();

  // a login comes back to the same game, which then plays
  await logIn.click();
  await answerLoginPrompt(page, 'newbie');
  await expect(page).toHaveURL(`${FUN}${path}`);
  await expect(page.locator(`iframe[title="${gameName} game"]`)).toBeVisible();
  await expect(explained).toHaveCount(0);

  // Sign up is the casino's own page
  await page.context().clearCookies();
  await page.goto(`${FUN}${path}`);
  await explained.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`${FUN}/pages/signup`);
});

test('fun money, UK profile: a player whose age is not verified is sent to verify it, with responsible gaming and help at hand', async ({
  page,
}) => {
  // a new account: its age is not verified until a document has been checked
  const username = `pg_${Date.now().toString(36)}`;
  await page.goto(`${FUN}/pages/signup`);
  const status = await page.evaluate(
    (body) =>
      fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    {
      username,
      password: DEMO_PASSWORD,
      fname: 'Vera',
      lname: 'Young',
      email: `${username}@example.com`,
      dob: '1990-01-01',
      terms: 'on',
    },
  );
  expect(status).toBe(201);

  await page.goto(`${FUN}/play/jackpot-steady-crown`);
  await expect(page.getByRole('alert')).toContainText('Verify your age to play.');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Verify your age' })).toHaveAttribute(
    'href',
    '/pages/verification',
  );
  const help = page.getByRole('list', { name: 'Need to talk to someone?' });
  await expect(
    help.getByRole('link', { name: 'BeGambleAware (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.begambleaware.org');
  await expect(
    help.getByRole('link', { name: 'Call BeGambleAware on 0808 8020 133' }),
  ).toHaveAttribute('href', 'tel:08088020133');
  await page.getByRole('link', { name: 'Responsible gaming: your tools and help' }).click();
  await expect(page).toHaveURL(`${FUN}/responsible-gaming`);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the explanation has no serious accessibility violations in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: FUN }]);
    await page.goto(`${FUN}/demo/jackpot-steady-crown`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const explained = page.getByRole('region', { name: 'Free play needs an account' });
    await expect(explained).toContainText('Sign up, or log in, to play Jackpot Steady Crown.');
    const results = await new AxeBuilder({ page })
      .include('[data-error="account_required"]')
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
