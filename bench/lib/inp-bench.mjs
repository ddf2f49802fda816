// INP of six interactions in the phone profile (412×823, touch, CPU 4× the calibrated desktop
// rate): a logged-in player after idle opens search, types in it, toggles a favorite, clicks a
// filter of a games list, opens the menu and switches the language. Each interaction's latency
// is read with the Event Timing API in the page (event-timing.mjs): the longest event of each
// interaction made, the longest interaction of the step (typing is one per key). Three fresh
// visitors; per interaction the median, and the largest of those medians.
import { visitsInOneBrowser } from './chromium.mjs';
import { interactionsSince, pageNow, RECORD_EVENTS } from './event-timing.mjs';
import { waitForIdle } from './idle.mjs';
import { median } from './median.mjs';
import { openProbePage, SITE } from './profiles.mjs';

const PLAYER = 'alice';
const HOME_TILE = 'ul[aria-label="New Games"]:not([aria-busy]) li';
const LIST = '/category/online-slots';
const LIST_TILE = '.games-list ul.game-grid:not([aria-busy]) > li.game-tile';

export const INTERACTIONS = [
  { id: 'search-open', label: 'opening search' },
  { id: 'search-typing', label: 'typing in search' },
  { id: 'favorite', label: 'a favorite toggle' },
  { id: 'filter', label: 'a filter click on a games list' },
  { id: 'menu', label: 'opening the menu' },
  { id: 'language', label: 'a language switch' },
];

/** The install prompt shows on phones; it is not one of the interactions measured. */
async function dismissInstallPrompt(page) {
  const notNow = page.getByRole('button', { name: 'Not now' });
  if (await notNow.isVisible().catch(() => false)) await notNow.tap().catch(() => {});
}

async function loadAfterIdle(page, path, tile, log) {
  await page.goto(`${SITE}${path}`, { waitUntil: 'domcontentloaded' });
  await page.locator(tile).first().waitFor({ timeout: 60_000 });
  await waitForIdle(page, log);
  await dismissInstallPrompt(page);
}

/**
 * The steps of one visit, in order (each leaves the page where the next one starts): `prepare`
 * is not measured, `act` is the interaction, `settled` waits for its visible answer.
 * @param {import('@playwright/test').Page} page
 */
function steps(page, log) {
  const banner = page.getByRole('banner');
  const search = page.getByRole('dialog', { name: 'Search games' });
  const favorite = page.locator(`${HOME_TILE} button.game-tile-fav`).first();
  const providers = page.getByRole('group', { name: 'Providers' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // the state before a toggle (a favorite's aria-pressed, the page's language)
  let pressed = null;
  return {
    'search-open': {
      act: () => banner.getByRole('button', { name: 'Search', exact: true }).tap(),
      settled: () => search.getByRole('searchbox').waitFor(),
    },
    'search-typing': {
      prepare: () => search.getByRole('searchbox').focus(),
      act: () => page.keyboard.type('gold', { delay: 150 }),
      settled: () => search.locator('.search-status').waitFor(),
      after: async () => {
        await page.keyboard.press('Escape');
        await search.waitFor({ state: 'hidden' });
      },
    },
    favorite: {
      prepare: async () => (pressed = await favorite.getAttribute('aria-pressed')),
      act: () => favorite.tap(),
      settled: () =>
        page.waitForFunction(
          ({ selector, before }) => {
            const button = globalThis.document.querySelector(selector);
            return button?.getAttribute('aria-pressed') !== before;
          },
          { selector: `${HOME_TILE} button.game-tile-fav`, before: pressed },
        ),
    },
    filter: {
      prepare: async () => {
        await loadAfterIdle(page, LIST, LIST_TILE, log);
        await page.getByRole('button', { name: 'Providers' }).tap();
        await providers.waitFor();
      },
      act: () => providers.getByRole('checkbox').nth(1).tap(),
      settled: () => page.locator('.filter-toggle.active').waitFor(),
    },
    menu: {
      act: () => banner.getByRole('button', { name: 'Open menu' }).tap(),
      settled: () => drawer.waitFor(),
    },
    language: {
      // the select's own popup is the system's: the switch is made from the keyboard
      prepare: async () => {
        pressed = await page.evaluate(() => globalThis.document.documentElement.lang);
        await drawer.getByLabel('Language').focus();
      },
      act: () => page.keyboard.press('ArrowDown'),
      settled: () =>
        page.waitForFunction(
          (before) => globalThis.document.documentElement.lang !== before,
          pressed,
        ),
    },
  };
}

async function oneVisit(browser, rate, log) {
  const { context, page } = await openProbePage(browser, {
    profile: 'phone',
    rate,
    player: PLAYER,
  });
  const out = {};
  try {
    page.setDefaultTimeout(20_000);
    await page.addInitScript(RECORD_EVENTS);
    await loadAfterIdle(page, '/', HOME_TILE, log);
    const plan = steps(page, log);
    for (const { id } of INTERACTIONS) {
      const step = plan[id];
      try {
        await step.prepare?.();
        const from = await pageNow(page);
        await step.act();
        await step.settled();
        const seen = await interactionsSince(page, from);
        if (seen.inputs === 0) throw new Error('no input reached the page');
        out[id] = seen;
        await step.after?.();
      } catch (error) {
        // the steps after a failed one may still work: each is recorded on its own
        out[id] = { error: String(error.message).split('\n')[0] };
        log(`INP ${id} failed: ${out[id].error}`);
      }
    }
  } finally {
    await context.close();
  }
  return out;
}

/**
 * @param {{ chromiumPath: string, log: (line: string) => void, rate?: number, runs?: number }} options
 */
export async function benchInp({ chromiumPath, log, rate = 4, runs = 3 }) {
  const visits = await visitsInOneBrowser(chromiumPath, runs, (browser) =>
    oneVisit(browser, rate, log),
  );
  const interactions = INTERACTIONS.map(({ id, label }) => {
    const measured = visits.map((v) => v[id]).filter((r) => r && !r.error);
    const samples = measured.map((r) => r.latencyMs);
    const errors = visits.map((v) => v[id]?.error).filter(Boolean);
    return {
      id,
      label,
      samples,
      medianMs: median(samples),
      runs: visits.map((v) => v[id]),
      ...(errors.length ? { errors } : {}),
    };
  });
  const medians = interactions.map((i) => i.medianMs).filter((v) => v !== null);
  log(
    `INP (phone, CPU ×${rate}): ` +
      interactions.map((i) => `${i.id} ${i.samples.join('/') || '–'}`).join(', '),
  );
  return {
    player: PLAYER,
    rate,
    interactions,
    maxMs: medians.length ? Math.max(...medians) : null,
  };
}
