// Tile click to the game launch request: a logged-in player (desktop, CPU calibrated) on home,
// after idle, clicks the first "New Games" tile; the time from the click event to the start of
// the request that launches the game (the game page's POST to the controller's `gamelauncher`
// keyword, mf-game), both read in the page (event timestamp, resource timing). Three fresh
// visitors, median.
import { visitsInOneBrowser } from './chromium.mjs';
import { waitForIdle } from './idle.mjs';
import { median } from './median.mjs';
import { openProbePage, SITE } from './profiles.mjs';

const PLAYER = 'alice';
const TILE_LINK = 'ul[aria-label="New Games"]:not([aria-busy]) li:not(.locked) a.game-tile-link';
const LAUNCH_TIMEOUT_MS = 20_000;

// runs in the page, where globalThis is the window
function armClickToLaunch() {
  const win = globalThis;
  win.__parlorLaunch = new Promise((resolve) => {
    const onClick = (event) => {
      const clickAt = event.timeStamp;
      // a resource entry is queued once its answer has come; its startTime is the fetch call
      const observer = new win.PerformanceObserver((list) => {
        const entry = list.getEntries().find((e) => /[?&]gamelauncher(&|$)/.test(e.name));
        if (!entry) return;
        observer.disconnect();
        resolve({ ms: entry.startTime - clickAt, url: entry.name });
      });
      observer.observe({ type: 'resource' });
    };
    win.document.addEventListener('click', onClick, { capture: true, once: true });
  });
}

async function oneVisit(browser, rate, log) {
  const { context, page } = await openProbePage(browser, {
    profile: 'desktop',
    rate,
    player: PLAYER,
  });
  try {
    await page.goto(`${SITE}/`, { waitUntil: 'domcontentloaded' });
    const tile = page.locator(TILE_LINK).first();
    await tile.waitFor({ timeout: 60_000 });
    await waitForIdle(page, log);
    await page.evaluate(armClickToLaunch);
    await tile.click();
    return await page.evaluate(
      (timeout) =>
        Promise.race([
          globalThis.__parlorLaunch,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('no gamelauncher request')), timeout),
          ),
        ]),
      LAUNCH_TIMEOUT_MS,
    );
  } finally {
    await context.close();
  }
}

/**
 * @param {{ chromiumPath: string, log: (line: string) => void, rate?: number, runs?: number }} options
 */
export async function benchLaunch({ chromiumPath, log, rate = 1, runs = 3 }) {
  const visits = await visitsInOneBrowser(chromiumPath, runs, (browser) =>
    oneVisit(browser, rate, log),
  );
  const samples = visits.map((v) => v.ms);
  log(`tile click to launch request: ${samples.map(Math.round).join(', ')} ms`);
  return { player: PLAYER, rate, samples, medianMs: median(samples), request: visits[0]?.url };
}
