import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's first screen is the site's own: hydrated and shown (the shell's
 * `parlor:first-screen` mark). A page's load event does not wait for it: the server's markup is
 * on screen and usable before.
 */
export async function waitForFirstScreen(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('parlor:first-screen').length), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
}

/** The hydration errors the page reported (the shell marks each; none is expected). */
export function hydrationErrors(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByName('parlor:hydration-error')
      .map((m) => String((m as PerformanceMark).detail)),
  );
}
