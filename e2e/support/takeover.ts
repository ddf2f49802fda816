import { expect, type Page } from '@playwright/test';

/**
 * Waits until the site has taken over the first screen the page painted (a guest's page): the
 * load event does not wait for it, and a test that reads an element's layout should read the
 * site's, not the painted copy about to be replaced.
 */
export async function waitForTakeover(page: Page): Promise<void> {
  await expect(page.locator('[data-painted-layout]')).toHaveCount(0, { timeout: 20_000 });
}
