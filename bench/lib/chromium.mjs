// Headless system Chromium, launched the way the browser tests launch it (TOOLCHAIN.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.mjs';

// Playwright is a dependency of e2e/, not of the root: resolve it from there.
const requireFromE2e = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = requireFromE2e('@playwright/test');

export function launchOptions(executablePath) {
  return {
    headless: true,
    executablePath: executablePath || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  };
}

export function launchChromium(executablePath) {
  return chromium.launch(launchOptions(executablePath));
}

/** A profile on disk (IndexedDB writes hit the disk as in a real browser, not an in-memory store). */
export function launchPersistent(userDataDir, executablePath) {
  return chromium.launchPersistentContext(userDataDir, launchOptions(executablePath));
}

/** `runs` visits, one after the other, in one browser that is closed afterwards whatever happens. */
export async function visitsInOneBrowser(executablePath, runs, visit) {
  const browser = await launchChromium(executablePath);
  const visits = [];
  try {
    for (let i = 0; i < runs; i++) visits.push(await visit(browser));
  } finally {
    await browser.close();
  }
  return visits;
}
