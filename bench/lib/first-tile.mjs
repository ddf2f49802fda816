// First game tile, guest, first visit: a fresh browser context (no cache, no cookies) loads home;
// the time from navigation start to the frame in which the first "New Games" tile is in the page
// (a MutationObserver notes it, the next animation frame is when it is painted). Median of runs.
import { launchChromium } from './chromium.mjs';
import { median } from './median.mjs';

// runs in the page, where globalThis is the window
const OBSERVE = () => {
  const page = globalThis;
  const found = () => page.document.querySelector('ul[aria-label="New Games"]:not([aria-busy]) li');
  const observer = new page.MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    page.requestAnimationFrame(() => (page.__parlorFirstTile = performance.now()));
  });
  observer.observe(page.document, { childList: true, subtree: true });
};

export async function benchFirstTile({ url, chromiumPath, log, runs = 3 }) {
  const browser = await launchChromium(chromiumPath);
  const samples = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await page.waitForFunction(() => globalThis.__parlorFirstTile !== undefined, null, {
        timeout: 30_000,
      });
      samples.push(await page.evaluate(() => globalThis.__parlorFirstTile));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const medianMs = median(samples);
  log(`first tile: ${samples.map((s) => Math.round(s)).join(', ')} ms`);
  return { samples, medianMs };
}
