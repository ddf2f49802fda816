import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium-args.mjs';

// Real Chromium from Debian, never a downloaded browser.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  reporter: [['list'], ['json']],
  outputDir: '../.parlor-run/test-results',
  use: {
    baseURL: 'http://localhost:8080',
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
