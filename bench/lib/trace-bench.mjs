// Main-thread tasks before idle, from a Chromium trace of the DevTools timeline (no simulator):
// per page, `runs` fresh visitors unthrottled on the desktop (count and sum of tasks of 10 ms or
// more) and as many on the phone profile at the calibrated rate (the longest task and the tasks
// over 50 ms, judged). Median and spread of each.
import { launchChromium } from './chromium.mjs';
import { waitForIdle } from './idle.mjs';
import { mainThreadTasks } from './long-tasks.cjs';
import { openProbePage } from './profiles.mjs';
import { medianAndSpread } from './spread.cjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/** One fresh visit of `url`, traced from before navigation until idle. */
async function tracedVisit(browser, url, { profile, rate, log }) {
  const { context, page } = await openProbePage(browser, { profile, rate });
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace;
    try {
      await page.goto(url, { waitUntil: 'load' });
      await waitForIdle(page, log);
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    }
    // the floor notes React's hydration errors (a mismatch renders afresh: not a fair floor)
    const hydrationErrors = await page.evaluate(() => globalThis.__floorErrors?.length ?? null);
    return { ...mainThreadTasks(trace), hydrationErrors };
  } finally {
    await context.close();
  }
}

const spreadOf = (samples, key) => medianAndSpread(samples.map((s) => s[key]));

/**
 * @param {{ pages: { name: string, url: string }[], chromiumPath: string,
 *   log: (line: string) => void, phoneRate: number, runs?: number }} options
 */
export async function benchTraces({ pages, chromiumPath, log, phoneRate, runs = 5 }) {
  const browser = await launchChromium(chromiumPath);
  const results = [];
  try {
    for (const page of pages) {
      log(`trace ${page.url}: ${runs} visits unthrottled, ${runs} on a phone …`);
      try {
        const desktop = [];
        const phone = [];
        for (let i = 0; i < runs; i++) {
          desktop.push(await tracedVisit(browser, page.url, { profile: 'desktop', rate: 1, log }));
          phone.push(
            await tracedVisit(browser, page.url, { profile: 'phone', rate: phoneRate, log }),
          );
        }
        results.push({
          ...page,
          unthrottled: { count: spreadOf(desktop, 'count'), sumMs: spreadOf(desktop, 'sumMs') },
          phone: {
            rate: phoneRate,
            longestMs: spreadOf(phone, 'longestMs'),
            overCount: spreadOf(phone, 'overCount'),
          },
          hydrationErrors: desktop[0]?.hydrationErrors ?? null,
          runs: { unthrottled: desktop, phone },
        });
      } catch (error) {
        log(`trace ${page.url} failed: ${error.message}`);
        results.push({ ...page, error: String(error.message).split('\n')[0] });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
