import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

export const FUSION = 'http://localhost:8080';
export const CLASSIC = 'http://classic.localhost:8080';

/** Fills and sends the login dialog that is already open (a login-required prompt). */
export async function answerLoginPrompt(page: Page, username: string, password = DEMO_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog).toBeHidden();
}

/** The tiles (list items) of the games list named `name`. */
export function tilesOf(page: Page, name: string) {
  return page.getByRole('list', { name, exact: true }).getByRole('listitem');
}

/** Brings the list's loading line into view, as scrolling to the footer does. */
export async function scrollToLoadingLine(page: Page) {
  await page.getByRole('status').filter({ hasText: 'Loading more games' }).scrollIntoViewIfNeeded();
}

/**
 * Scrolls home down to the footer a screen at a time, as a visitor would: sections below the
 * first screen render only when they come near the viewport.
 */
export async function scrollThroughHome(page: Page) {
  await expect(async () => {
    await page.evaluate(async () => {
      const win = globalThis as unknown as Window;
      const settle = () =>
        new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 50)));
      win.scrollTo(0, 0);
      await settle();
      for (let i = 0; i < 100; i++) {
        const before = win.scrollY;
        win.scrollBy(0, win.innerHeight);
        await settle();
        if (win.scrollY === before) break;
      }
    });
    await expect(page.getByRole('contentinfo')).toBeInViewport({ timeout: 1000 });
    // every section came into view and rendered: a lower section is only watched once the first
    // screen is up, so a pass made before that is made again
    await expect(page.locator('main .home-section-placeholder')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}
