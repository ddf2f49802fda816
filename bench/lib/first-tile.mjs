// First game tile, guest, first visit: a fresh context (no cache, no cookies) of the desktop or
// phone profile, its CPU calibrated (profiles.mjs), loads home; the time from navigation start to
// the paint of the first tile's image (Element Timing; without it, the frame after the tile and
// its loaded image are in the page) of the "New Games" list's first item, whether it came with
// the page (the site's server render: the root is marked data-ssr) or React rendered it.
// With it, the load's first contentful paint. Median of runs.
import { launchChromium } from './chromium.mjs';
import { median } from './median.mjs';
import { openProbePage } from './profiles.mjs';

// runs in the page (before its own scripts), where globalThis is the window
const OBSERVE = () => {
  const win = globalThis;
  const SELECTOR = 'ul[aria-label="New Games"]:not([aria-busy]) li';
  const FALLBACK_AFTER_MS = 5000;
  let tile = null;
  let image = null;
  const record = (ms, method) => {
    if (win.__parlorFirstTile !== undefined) return;
    const source = tile.closest('#root[data-ssr]') ? 'server' : 'app';
    win.__parlorFirstTile = { ms, source, method };
  };
  new win.PerformanceObserver((list) => {
    const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint');
    if (fcp) win.__parlorFcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
  // the image's own paint time (Element Timing), when the browser reports one
  new win.PerformanceObserver((list) => {
    const entry = list.getEntries().find((e) => image !== null && e.element === image);
    if (entry?.renderTime > 0) record(entry.renderTime, 'element-timing');
  }).observe({ type: 'element', buffered: true });
  // else the frame after the tile and its loaded image are in the page
  const frame = () =>
    win.requestAnimationFrame(() => {
      // just after that frame's paint, as the lobby's own timing marks end (perf-marks.ts)
      const after = () => {
        const at = win.performance.now();
        win.setTimeout(() => record(at, 'frame'), FALLBACK_AFTER_MS);
      };
      if (win.scheduler?.postTask) win.scheduler.postTask(after, { priority: 'user-blocking' });
      else win.setTimeout(after, 0);
    });
  const observer = new win.MutationObserver(() => {
    tile = win.document.querySelector(SELECTOR);
    if (!tile) return;
    observer.disconnect();
    image = tile.tagName === 'IMG' ? tile : tile.querySelector('img');
    if (!image) return frame();
    // before its first paint: inserted nodes reach this callback before any frame
    if (!image.hasAttribute('elementtiming')) image.setAttribute('elementtiming', 'first-tile');
    if (image.complete) return frame();
    // a load error ends the wait as well
    image.addEventListener('load', frame, { once: true });
    image.addEventListener('error', frame, { once: true });
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
    methods: runsOut.map((r) => r.method),
  };
}
