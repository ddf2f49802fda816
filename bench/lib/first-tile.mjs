// First game tile, guest, first visit: a fresh context (no cache, no cookies) of the desktop or
// phone profile, its CPU calibrated (profiles.mjs), loads home; the time from navigation start to
// the frame after the first tile of the first row and its image are in the page, whether the
// server painted it (marked [data-first-tile]) or React did (the "New Games" list's first item):
// whichever comes first. With it, the load's first contentful paint. Median of runs.
import { launchChromium } from './chromium.mjs';
import { median } from './median.mjs';
import { openProbePage } from './profiles.mjs';

// runs in the page (before its own scripts), where globalThis is the window
const OBSERVE = () => {
  const win = globalThis;
  const SELECTOR = '[data-first-tile], ul[aria-label="New Games"]:not([aria-busy]) li';
  new win.PerformanceObserver((list) => {
    const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint');
    if (fcp) win.__parlorFcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
  const painted = (tile) =>
    win.requestAnimationFrame(() => {
      win.__parlorFirstTile = {
        ms: win.performance.now(),
        source: tile.matches('[data-first-tile]') ? 'server' : 'app',
      };
    });
  const observer = new win.MutationObserver(() => {
    const tile = win.document.querySelector(SELECTOR);
    if (!tile) return;
    observer.disconnect();
    // the tile counts once its image is there too (a load error ends the wait as well)
    const image = tile.tagName === 'IMG' ? tile : tile.querySelector('img');
    if (!image || image.complete) return painted(tile);
    image.addEventListener('load', () => painted(tile), { once: true });
    image.addEventListener('error', () => painted(tile), { once: true });
  });
  observer.observe(win.document, { childList: true, subtree: true });
};

/**
 * @param {{ url: string, chromiumPath: string, log: (line: string) => void,
 *   profile?: 'desktop' | 'phone', rate?: number, runs?: number }} options
 */
export async function benchFirstTile({
  url,
  chromiumPath,
  log,
  profile = 'desktop',
  rate = 1,
  runs = 3,
}) {
  const browser = await launchChromium(chromiumPath);
  const runsOut = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { context, page } = await openProbePage(browser, { profile, rate });
      try {
        await page.addInitScript(OBSERVE);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(
          () => globalThis.__parlorFirstTile !== undefined && globalThis.__parlorFcp !== undefined,
          null,
          { timeout: 60_000 },
        );
        runsOut.push(
          await page.evaluate(() => ({
            ...globalThis.__parlorFirstTile,
            fcpMs: globalThis.__parlorFcp,
          })),
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const samples = runsOut.map((r) => r.ms);
  const fcpSamples = runsOut.map((r) => r.fcpMs);
  log(
    `first tile (${profile}, CPU ×${rate}): ${samples.map(Math.round).join(', ')} ms; ` +
      `FCP ${fcpSamples.map(Math.round).join(', ')} ms`,
  );
  return {
    profile,
    rate,
    samples,
    medianMs: median(samples),
    fcpSamples,
    fcpMedianMs: median(fcpSamples),
    sources: runsOut.map((r) => r.source),
  };
}
