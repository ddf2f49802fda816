import { expect, type Page } from '@playwright/test';

/**
 * Waits until the site has taken over the first screen the page painted (a guest's page). The
 * load event waits for it too; this is for a page opened without waiting for its load, or to say
 * so where a test reads an element's layout: the site's, not the painted copy.
 */
export async function waitForTakeover(page: Page): Promise<void> {
  await expect(page.locator('[data-painted-layout]')).toHaveCount(0, { timeout: 20_000 });
}
