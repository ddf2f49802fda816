import { expect, test, type Page } from '@playwright/test';
import { depositAtCashier, signUpFreshPlayer } from '../support/game-players';
import { FUSION, answerLoginPrompt, tilesOf } from '../support/lobby';

// Joining a tournament (docs/tournaments.md, "Joining"): one confirmed action, the buy-in taken
// once, a clear refusal when the balance is short, guests logging in first, entrants only ranked.
test.describe.configure({ timeout: 90_000 });
const FIRST_PAINT = 30_000;

/** A fresh player with a name of its own (its alias on the leaderboard), logged in on FUSION. */
const signUp = (page: Page, fname: string, lname: string) =>
  signUpFreshPlayer(page, FUSION, 'tj', { fname, lname });

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const balance = (page: Page) => page.getByTestId('header-balance');

test('a player joins a tournament with a buy-in, confirms once, and the balance drops once', async ({
  page,
}) => {
  await signUp(page, 'Bea', 'Buyer');
  await depositAtCashier(page, FUSION, 10);
  await page.goto(`${FUSION}/tournaments`);
  const sprint = card(page, 'High Roller Sprint');
  await expect(sprint.getByText('Buy-in: $5.00')).toBeVisible({ timeout: FIRST_PAINT });
  await expect(card(page, 'Spring Spins Showdown').getByText('Buy-in: Free')).toBeVisible();
  await expect(balance(page)).toHaveText('$10.00');

  await sprint.getByRole('button', { name: 'Buy-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join High Roller Sprint' });
  await expect(dialog).toContainText('The buy-in of $5.00 is taken from your real balance, once.');
  await expect(dialog).toContainText('Your balance: $10.00');
  // a double click on confirm: one entry, one debit
  await dialog.getByRole('button', { name: 'Pay $5.00 and join' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(sprint.getByRole('status')).toHaveText(/You have joined High Roller Sprint/);
  await expect(balance(page)).toHaveText('$5.00');

  // a repeated request takes nothing more either
  const again = await page.evaluate(async () => {
    const res = await fetch('/api/controller?jointournament', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id=102',
    });
    return res.json();
  });
  expect(again).toMatchObject({ already_joined: true, charged: 0, balance: 5 });
  await page.reload();
  await expect(card(page, 'High Roller Sprint').getByText('You have joined')).toBeVisible({
    timeout: FIRST_PAINT,
  });
  await expect(balance(page)).toHaveText('$5.00');
});

test('a short balance gets a clear message and nothing is taken', async ({ page }) => {
  await signUp(page, 'Sam', 'Short');
  await page.goto(`${FUSION}/tournaments/high-roller-sprint`);
  await expect(page.getByRole('heading', { level: 1, name: 'High Roller Sprint' })).toBeVisible({
    timeout: FIRST_PAINT,
  });
  await expect(page.getByText('Buy-in: $5.00')).toBeVisible();
  await page.getByRole('button', { name: 'Buy-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join High Roller Sprint' });
  await dialog.getByRole('button', { name: 'Pay $5.00 and join' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(
    'Your balance is too low for the $5.00 buy-in. Deposit, then join. Deposit',
  );
  await expect(alert.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
    'href',
    '/pages/cashier',
  );
  await expect(balance(page)).toHaveText('$0.00');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Buy-in' })).toBeVisible();
  await expect(page.getByText('You have joined')).toHaveCount(0);
});

test('a guest is asked to log in first, then lands on the join', async ({ page }) => {
  await page.goto(`${FUSION}/tournaments`);
  const sprint = card(page, 'High Roller Sprint');
  await sprint.getByRole('button', { name: 'Participate' }).click({ timeout: FIRST_PAINT });
  await answerLoginPrompt(page, 'alice');
  await expect(page).toHaveURL(`${FUSION}/tournaments/high-roller-sprint`);
  const dialog = page.getByRole('dialog', { name: 'Join High Roller Sprint' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your balance: $500.00');
  // alice keeps her money: she changes her mind
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy-in' })).toBeVisible();
});

/** Plays one spin of the first tournament game, at the smallest stake. */
async function spinATournamentGame(page: Page) {
  await page.goto(`${FUSION}/tournaments/spring-spins-showdown`);
  const tiles = tilesOf(page, 'Tournament games');
  await expect(tiles.first()).toBeVisible({ timeout: FIRST_PAINT });
  await tiles.first().getByRole('link').first().click();
  // A game offered by several providers asks which one first.
  const frame = page.locator('iframe[title$=" game"]');
  const picker = page.getByRole('link', { name: /^Play .+ by / }).first();
  await expect(frame.or(picker)).toBeVisible({ timeout: FIRST_PAINT });
  if (await picker.isVisible()) await picker.click();
  const game = page.frameLocator('iframe[title$=" game"]');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#result')).toHaveText(/You win|No win this time/);
}

test("only an entrant's bets rank them, their row highlighted", async ({ browser }) => {
  // one who never joins, betting on the same game
  const outsider = await browser.newPage();
  await signUp(outsider, 'Olga', 'Outsider');
  await depositAtCashier(outsider, FUSION, 10);
  await spinATournamentGame(outsider);
  await outsider.goto(`${FUSION}/tournaments/spring-spins-showdown`);
  await expect(outsider.getByRole('heading', { name: 'Leaderboard' })).toBeVisible({
    timeout: FIRST_PAINT,
  });
  await expect(outsider.getByRole('row', { name: /Olga O\./ })).toHaveCount(0);
  await expect(outsider.getByRole('button', { name: 'Enter' })).toBeVisible();

  // one who joins (free), then bets
  const entrant = await browser.newPage();
  await signUp(entrant, 'Erin', 'Entrant');
  await depositAtCashier(entrant, FUSION, 10);
  await entrant.goto(`${FUSION}/tournaments/spring-spins-showdown`);
  await entrant.getByRole('button', { name: 'Enter' }).click({ timeout: FIRST_PAINT });
  await entrant
    .getByRole('dialog', { name: 'Join Spring Spins Showdown' })
    .getByRole('button', { name: 'Join for free' })
    .click();
  await expect(
    entrant.getByText('You have joined Spring Spins Showdown. Good luck!'),
  ).toBeVisible();
  await spinATournamentGame(entrant);
  await entrant.goto(`${FUSION}/tournaments/spring-spins-showdown`);
  const mine = entrant.getByRole('row', { name: /Erin E\. \(You\)/ });
  await expect(mine).toBeVisible({ timeout: FIRST_PAINT });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine.getByRole('cell').last()).not.toHaveText('0');
  await expect(entrant.getByRole('row', { name: /Olga O\./ })).toHaveCount(0);
  await outsider.close();
  await entrant.close();
});
