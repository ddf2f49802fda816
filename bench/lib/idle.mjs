// "After idle", as the probes that act on a loaded page wait for it: the network quiet, then an
// idle period of the main thread. Both bounded: a page that never settles is measured anyway.

/**
 * @param {import('@playwright/test').Page} page
 * @param {(line: string) => void} [log]
 */
export async function waitForIdle(page, log) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {
    log?.('the network did not settle within 15 s: going on');
  });
  // runs in the page, where globalThis is the window
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const win = globalThis;
        const timer = win.setTimeout(resolve, 5000);
        win.requestIdleCallback(
          () => {
            win.clearTimeout(timer);
            resolve(undefined);
          },
          { timeout: 5000 },
        );
      }),
  );
}
