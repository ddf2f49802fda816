// The Playwright suite in Debian's Chromium, as `npm test`'s browser step and `npm run e2e` run it.
import path from 'node:path';
import { playwrightEnv } from './e2e-args.cjs';
import { ROOT } from './run.mjs';

const PLAYWRIGHT = path.join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright');

/**
 * The command, arguments and options for `run`: `args` are Playwright's own (files, --grep, …);
 * `target` the site to run the cross-remote suite against (null: the suite starts Parlor itself);
 * `env` added to this process's environment.
 * @param {string} chromium the browser's executable (ensureChromium)
 * @param {{ args?: string[]; target?: import('./e2e-args.cjs').CrossRemoteTarget | null;
 *   env?: Record<string, string> }} [options]
 * @returns {[string, string[], { env: Record<string, string | undefined> }]}
 */
export function browserTestsCommand(chromium, { args = [], target = null, env = {} } = {}) {
  return [
    PLAYWRIGHT,
    ['test', '--config', 'e2e/playwright.config.ts', ...args],
    { env: { ...playwrightEnv(target, process.env), CHROMIUM_PATH: chromium, ...env } },
  ];
}
