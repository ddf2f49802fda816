// Click to content after idle: a fresh visitor (desktop, CPU calibrated) loads home, waits for the
// network to settle and an idle period, clicks a link of the side menu, and the time from the
// click event to the paint of the frame that shows the next page's content is taken in the page.
// Three fresh visitors per target, median.
import { launchChromium } from './chromium.mjs';
import { waitForIdle } from './idle.mjs';
import { median } from './median.mjs';
import { openProbePage, SITE } from './profiles.mjs';

/**
 * Each target: the side menu's link (server/src/casinos/navigation.ts) and what shows that its page
 * has its content, not just its frame: a tournament card (mf-tournaments' list page), the
 * promotions' daily bonus heading, rendered with the promos' answer (mf-promotions), a tile of
 * the list's grid, not its skeleton (mf-lobby's GamesListView).
 */
export const NAV_TARGETS = [
  { name: 'tournaments', link: 'Tournaments', content: '.tournaments-page article' },
  { name: 'promotions', link: 'Promotions', content: '.promotions-page #promo-daily-title' },
  {
    name: 'games-list',
    link: 'Online Slots',
    content: '.games-list ul.game-grid:not([aria-busy]) > li.game-tile',
  },
];
const HOME_TILE = 'ul[aria-label="New Games"]:not([aria-busy]) li';
const CONTENT_TIMEOUT_MS = 20_000;

// runs in the page, where globalThis is the window: from the next click to `selector` visible
function armClickToContent(selector) {
  const win = globalThis;
  win.__parlorNav = new Promise((resolve) => {
    const onClick = (event) => {
      const clickAt = event.timeStamp;
      const visible = () => {
        const el = win.document.querySelector(selector);
        return el !== null && el.getClientRects().length > 0 && el.checkVisibility();
      };
      // just after the frame that shows it, as the lobby's own timing marks end (perf-marks.ts):
      // in its animation frame, a user-blocking task runs once the frame's paint is done
      const done = () =>
        win.requestAnimationFrame(() => {
          const end = () => resolve({ ms: win.performance.now() - clickAt });
          if (win.scheduler?.postTask) win.scheduler.postTask(end, { priority: 'user-blocking' });
          else win.setTimeout(end, 0);
        });
      if (visible()) return done();
      const observer = new win.MutationObserver(() => {
        if (!visible()) return;
        observer.disconnect();
        done();
      });
      observer.observe(win.document, { childList: true, subtree: true, attributes: true });
    };
    win.document.addEventListener('click', onClick, { capture: true, once: true });
  });
}

async function oneVisit(browser, target, rate, log) {
  const { context, page } = await openProbePage(browser, { profile: 'desktop', rate });
  try {
    await page.goto(`${SITE}/`, { waitUntil: 'domcontentloaded' });
    await page.locator(HOME_TILE).first().waitFor({ timeout: 60_000 });
    await waitForIdle(page, log);
    await page.evaluate(armClickToContent, target.content);
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: target.link, exact: true });
    await link.click();
    const { ms } = await page.evaluate(
      (timeout) =>
        Promise.race([
          globalThis.__parlorNav,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('the content did not show')), timeout),
          ),
        ]),
      CONTENT_TIMEOUT_MS,
    );
    return ms;
  } finally {
    await context.close();
  }
}

/**
 * @param {{ chromiumPath: string, log: (line: string) => void, rate?: number, runs?: number,
 *   targets?: typeof NAV_TARGETS }} options
 */
export async function benchNavigation({
  chromiumPath,
  log,
  rate = 1,
  runs = 3,
  targets = NAV_TARGETS,
}) {
  const browser = await launchChromium(chromiumPath);
  const results = [];
  try {
    for (const target of targets) {
      const samples = [];
      try {
        for (let i = 0; i < runs; i++) samples.push(await oneVisit(browser, target, rate, log));
        log(`click to ${target.name}: ${samples.map(Math.round).join(', ')} ms`);
        results.push({ ...target, rate, samples, medianMs: median(samples) });
      } catch (error) {
        // one target's failure leaves the others measured
        log(`click to ${target.name} failed: ${error.message}`);
        results.push({ ...target, rate, samples, medianMs: null, error: String(error.message) });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
