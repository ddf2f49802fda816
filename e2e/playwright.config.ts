import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium-args.mjs';
import { crossRemoteTarget } from '../scripts/lib/e2e-args.cjs';
import type { CrossRemoteOptions } from './support/cross-remote';

// `npm run e2e -- --base-url <url>` (scripts/e2e.mjs): the cross-remote tests against that site,
// already running; otherwise the whole suite against Parlor started here from its build.
const target = crossRemoteTarget(process.env);

// Real Chromium from Debian, never a downloaded browser.
export default defineConfig<CrossRemoteOptions>({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  ...(target
    ? // nothing started, reset or stopped: only what a visitor of any Parlor site can do
      { grep: /@cross-remote/ }
    : {
        globalSetup: './support/global-setup.ts',
        globalTeardown: './support/global-teardown.ts',
      }),
  reporter: [['list'], ['json']],
  outputDir: '../.parlor-run/test-results',
  use: {
    baseURL: target?.baseUrl ?? 'http://localhost:8080',
    previewLink: target?.preview ?? undefined,
    headless: true,
    trace: 'retain-on-failure',
    // A service worker would answer requests that page.route() then never sees; the PWA test
    // allows it where it tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /shell-mobile\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Below the 568 px breakpoint: drawer, bottom launcher, install prompt.
      name: 'mobile',
      testMatch: /shell-mobile\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
