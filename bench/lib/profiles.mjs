// The two visitors of the browser probes, each in a fresh context (no cache, no cookies), their
// CPU throttled through CDP to the rate the calibration gives (calibration.cjs): a desktop at
// 1280×800, and a phone at 412×823 (Lighthouse's mobile screen) whose CPU is 4× slower still.
import { SITE_PORT } from '../../scripts/lib/parlor-processes.mjs';

export const SITE = `http://localhost:${SITE_PORT}`;

export const PROFILES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
};

/** Every demo account's password (README, Demo accounts). */
const DEMO_PASSWORD = 'demo1234';

/**
 * A fresh context of `profile` and its page, the page's CPU slowed down by `rate` (1: not at all)
 * before anything loads; with `player`, logged in as that demo account first (the login API
 * sets the session cookie in the context).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ profile: 'desktop' | 'phone', rate: number, player?: string }} options
 */
export async function openProbePage(browser, { profile, rate, player }) {
  const context = await browser.newContext(PROFILES[profile]);
  try {
    context.setDefaultTimeout(30_000);
    context.setDefaultNavigationTimeout(60_000);
    if (player) {
      const response = await context.request.post(`${SITE}/api/auth/login`, {
        data: { username: player, password: DEMO_PASSWORD },
        timeout: 30_000,
      });
      if (!response.ok()) throw new Error(`login as ${player}: HTTP ${response.status()}`);
    }
    const page = await context.newPage();
    await throttleCpu(context, page, rate);
    return { context, page };
  } catch (error) {
    await context.close().catch(() => {});
    throw error;
  }
}

/**
 * Slows the page's CPU down `rate` times (DevTools' CPU throttling; 1: not at all), before it
 * loads anything.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {import('@playwright/test').Page} page
 * @param {number} rate
 */
export async function throttleCpu(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
