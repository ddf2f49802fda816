// Lobby search and filter over a 10,000-game catalogue, in headless Chromium against the
// production build, the CPU calibrated: from the search debounce firing (or a filter click) to
// the grid painted.
// The lobby writes performance.measure entries `parlor:search` and `parlor:filter`
// (mf-lobby/src/hooks/perf-marks.ts); this reads them.
import { launchChromium } from './chromium.mjs';
import { startBenchParlor, waitForFreePorts } from './parlor-run.mjs';
import { median } from './median.mjs';
import { openProbePage } from './profiles.mjs';

export const LOBBY_GAMES = 10_000;
const QUERIES = ['gold', 'wolf', 'netent', 'space', 'mega', 'book', 'fruit', 'pragmatic', 'lucky'];
const FILTER_CLICKS = 12;

/**
 * The duration of the next `parlor:<name>` measure after `action`. The page is told to wait for it
 * before the action and the bench then awaits that promise: polling from here would run in the
 * page's frames while they are being timed.
 */
async function timed(page, name, action) {
  await page.evaluate((n) => {
    globalThis.__parlorNextMeasure = new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list.getEntries().find((e) => e.name === `parlor:${n}`);
        if (!entry) return;
        observer.disconnect();
        resolve(entry.duration);
      });
      observer.observe({ type: 'measure' });
    });
  }, name);
  await action();
  return page.evaluate(
    (timeout) =>
      Promise.race([
        globalThis.__parlorNextMeasure,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no measure')), timeout)),
      ]),
    15_000,
  );
}

/**
 * The shell refills the local database in slices after the first screen; searching meanwhile
 * would time the refill too (it has its own figure). Waits for the shell's mark that it is done.
 */
async function catalogueSynced(page) {
  await page.waitForFunction(
    () => performance.getEntriesByName('parlor:catalogue-synced').length > 0,
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

/**
 * @param {{ chromiumPath: string, log: (line: string) => void, portWaitMs: number,
 *   rate?: number }} options  rate: the CPU throttling rate (calibration.cjs)
 */
export async function benchLobby({ chromiumPath, log, portWaitMs, rate = 1 }) {
  await waitForFreePorts(portWaitMs, log);
  const previous = process.env.PARLOR_GAMES;
  process.env.PARLOR_GAMES = String(LOBBY_GAMES);
  let parlor;
  try {
    parlor = await startBenchParlor(log);
  } finally {
    if (previous === undefined) delete process.env.PARLOR_GAMES;
    else process.env.PARLOR_GAMES = previous;
  }
  const browser = await launchChromium(chromiumPath);
  try {
    const { context, page } = await openProbePage(browser, { profile: 'desktop', rate });
    page.setDefaultTimeout(60_000);

    log(`search over ${LOBBY_GAMES.toLocaleString('en-US')} games …`);
    await page.goto('http://localhost:8080/?search', { waitUntil: 'domcontentloaded' });
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await dialog.getByRole('list', { name: 'Popular Games' }).waitFor();
    await catalogueSynced(page);
    const box = dialog.getByRole('searchbox');
    const search = [];
    for (const query of QUERIES) {
      search.push(await timed(page, 'search', () => box.fill(query)));
    }

    log(`filter clicks over ${LOBBY_GAMES.toLocaleString('en-US')} games …`);
    await page.goto('http://localhost:8080/all-games', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('list', { name: 'All Games', exact: true })
      .getByRole('listitem')
      .first()
      .waitFor();
    await catalogueSynced(page);
    const gameCount = await page.locator('.list-count').textContent();
    await page.getByRole('button', { name: 'Providers' }).click();
    const options = page.getByRole('group', { name: 'Providers' }).getByRole('checkbox');
    const filter = [];
    for (let i = 0; i < FILTER_CLICKS; i++) {
      // alternately choose a provider and go back to all providers
      const option = i % 2 === 0 ? options.nth(1 + ((i / 2) % 8)) : options.nth(0);
      filter.push(await timed(page, 'filter', () => option.click()));
    }
    await context.close();
    return {
      games: LOBBY_GAMES,
      rate,
      listed: gameCount,
      search: { samplesMs: search, medianMs: median(search), maxMs: Math.max(...search) },
      filter: { samplesMs: filter, medianMs: median(filter), maxMs: Math.max(...filter) },
    };
  } finally {
    await browser.close();
    log('stopping Parlor …');
    await parlor.stop();
  }
}
