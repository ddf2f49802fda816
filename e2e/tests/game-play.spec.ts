import { expect, test } from '../support/cross-remote';
import type { FrameLocator, Page } from '@playwright/test';
import { logIn } from '../support/accounts';
import {
  depositAtCashier,
  frameBalanceCents,
  signUpFreshPlayer,
  spin,
} from '../support/game-players';

const FUSION = 'http://localhost:8080';
const CLASSIC = 'http://classic.localhost:8080';

function gameFrame(page: Page, name: string): FrameLocator {
  return page.frameLocator(`iframe[title="${name} game"]`);
}

test('fusion: a player picks a provider, spins, closes and sees the matching notification', async ({
  page,
}) => {
  await signUpFreshPlayer(page, FUSION);
  expect(await depositAtCashier(page, FUSION, 100)).toBe('100.00');
  await page.goto(`${FUSION}/play/wolf-gold-rush`);
  await expect(
    page.getByRole('heading', { name: 'Gina, choose where to play Wolf Gold Rush' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Play Wolf Gold Rush by / })).toHaveCount(3);
  await page.getByRole('link', { name: 'Play Wolf Gold Rush by NetEnt' }).click();
  await expect(page).toHaveURL(/\/play\/wolf-gold-rush\?by=netent$/);

  const frame = gameFrame(page, 'Wolf Gold Rush');
  const src = await page.locator('iframe[title="Wolf Gold Rush game"]').getAttribute('src');
  expect(new URL(src!).origin).toBe('http://games.localhost:8080');
  expect(new URL(src!).searchParams.get('returnurl')).toBe(`${FUSION}/webplay/exit`);
  expect(await frameBalanceCents(frame)).toBe(10_000);
  await frame.getByLabel('Bet').selectOption('5.00');
  for (let i = 0; i < 3; i++) await spin(frame);
  const delta = (await frameBalanceCents(frame)) - 10_000;

  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).not.toHaveURL(/\/play\//);
  if (delta >= 300) await expect(page.getByText('Nice win! Your balance went up.')).toBeVisible();
  else if (delta <= -300)
    await expect(page.getByText('No luck this time. Your balance went down.')).toBeVisible();
  else {
    await page.waitForTimeout(1000);
    await expect(page.getByText(/Nice win!|No luck this time/)).toHaveCount(0);
  }
  // the settled balance is the player's real one
  await page.goto(`${FUSION}/pages/cashier`);
  await expect(page.getByTestId('cashier-balance')).toHaveText(((10_000 + delta) / 100).toFixed(2));
});

test('a guest on a play path sees the login copy, logs in and lands in the game', async ({
  page,
}) => {
  const username = await signUpFreshPlayer(page, FUSION);
  await page.context().clearCookies();
  await page.goto(`${FUSION}/play/jackpot-steady-crown`);
  await expect(
    page.getByText("Don't miss out! Log in now to play Jackpot Steady Crown"),
  ).toBeVisible();
  // the login prompt opens by itself; closing it without a login goes home
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${FUSION}/`);
  await page.goto(`${FUSION}/play/jackpot-steady-crown`);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill('demo1234');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${FUSION}/play/jackpot-steady-crown`);
  await expect(page.locator('iframe[title="Jackpot Steady Crown game"]')).toBeVisible();
  await expect(
    gameFrame(page, 'Jackpot Steady Crown').getByRole('button', { name: 'Spin' }),
  ).toBeVisible();
});

test('mobile_only shows its copy with Go Back; invalid_game returns to the stored page', async ({
  page,
}) => {
  await signUpFreshPlayer(page, FUSION);
  await page.goto(`${FUSION}/providers`);
  await page.goto(`${FUSION}/play/mobile-only-mystic`);
  await expect(
    page.getByText('We are sorry, this game is available for mobile devices only'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('parlor:return-page', '/providers'));
  await page.goto(`${FUSION}/play/broken-reel-relic`);
  await expect(page).toHaveURL(`${FUSION}/providers`);
});

test('the frame OpenCashier lands on the cashier; its Exit returns to the lobby', async ({
  page,
}) => {
  await signUpFreshPlayer(page, FUSION);
  await page.goto(`${FUSION}/`);
  await page.evaluate(() => localStorage.setItem('parlor:return-page', '/'));
  await page.goto(`${FUSION}/play/jackpot-steady-crown`);
  const frame = gameFrame(page, 'Jackpot Steady Crown');
  await frame.getByRole('link', { name: 'Exit game' }).click();
  await expect(page).toHaveURL(`${FUSION}/`);

  await page.goto(`${FUSION}/play/jackpot-steady-crown`);
  await gameFrame(page, 'Jackpot Steady Crown').getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(`${FUSION}/pages/cashier`);
  await expect(page.getByRole('heading', { name: 'Cashier' })).toBeVisible();
});

test('single provider: fullscreen and the real/fun money switch', async ({ page }) => {
  await signUpFreshPlayer(page, CLASSIC);
  await page.goto(`${CLASSIC}/play/jackpot-steady-crown`);
  await expect(gameFrame(page, 'Jackpot Steady Crown').getByText('Real money')).toBeVisible();
  await page.getByRole('button', { name: 'Enter fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible();

  await page.getByRole('button', { name: 'Game menu' }).click();
  const money = page.getByRole('switch', { name: 'Play for real money' });
  await expect(money).toHaveAttribute('aria-checked', 'true');
  await money.click();
  await expect(page).toHaveURL(`${CLASSIC}/demo/jackpot-steady-crown`);
  await expect(page.getByText('Practice mode', { exact: true })).toBeVisible();
  await expect(gameFrame(page, 'Jackpot Steady Crown').getByText('Fun money')).toBeVisible();
});

test('fusion demo paths redirect home @cross-remote', async ({ page }) => {
  await page.goto('/demo/jackpot-steady-crown');
  await expect(page).toHaveURL('/');
});

test('live dealer: fusion goes to its category, classic guests log in, players get the table', async ({
  page,
}) => {
  await page.goto(`${FUSION}/live-dealer`);
  await expect(page).toHaveURL(`${FUSION}/category/live-dealer`);

  await page.goto(`${CLASSIC}/live-dealer`);
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  await expect(page).toHaveURL(`${CLASSIC}/`);

  await page.goto(`${CLASSIC}/`);
  await signUpFreshPlayer(page, CLASSIC);
  await page.goto(`${CLASSIC}/live-dealer`);
  await expect(page.getByRole('heading', { name: 'Live Dealer' })).toBeVisible();
  const options = page.getByRole('button', { name: 'Options' });
  await options.click();
  await expect(page.getByRole('navigation', { name: 'Live dealer options' })).toBeVisible();
  const table = page.frameLocator('iframe[title="Live dealer table"]');
  await expect(table.getByRole('heading', { name: 'Live Roulette' })).toBeVisible();
});

test('sportsbook: only the whitelisted player gets the frame with token and Language', async ({
  page,
}) => {
  await page.goto(`${FUSION}/`);
  await logIn(page, 'sportsfan');
  await page.goto(`${FUSION}/sportsbook`);
  const frame = page.locator('iframe[title="Sportsbook"]');
  await expect(frame).toBeVisible();
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(src.searchParams.get('Language')).toBe('EN');

  await page.context().clearCookies();
  await signUpFreshPlayer(page, FUSION);
  await page.goto(`${FUSION}/sportsbook`);
  await expect(page).toHaveURL(`${FUSION}/`);
});
