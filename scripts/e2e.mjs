// npm run e2e: the browser suite.
//   (no --base-url)        the whole suite, as `npm test` runs it: Parlor started from its build
//                          with a fresh database, stopped after
//   --base-url <origin>    the cross-remote suite (tests whose title ends with @cross-remote) against a Parlor
//                          site already running there (a staging casino, a preview); nothing is
//                          started, reset or stopped
//   --preview <link>       with --base-url: a link on that site opened before each test (it sets
//                          the site's preview cookie), so the whole run sees the previewed release
// Every other argument is Playwright's (spec files, --grep, --project, --reporter, …).
import path from 'node:path';
import { browserTestsCommand } from './lib/browser-tests.mjs';
import { parseE2eArgs } from './lib/e2e-args.cjs';
import { ensureChromium, ROOT, run } from './lib/run.mjs';

const USAGE =
  'usage: npm run e2e -- [--base-url <http(s) origin> [--preview <link on that origin>]] [Playwright arguments]';

const parsed = parseE2eArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`npm run e2e: ${parsed.error}\n${USAGE}`);
  process.exit(2);
}
const { target, playwrightArgs } = parsed;
const chromium = await ensureChromium();
if (target) {
  const through = target.preview ? `, through the preview link ${target.preview}` : '';
  console.log(`Cross-remote suite against ${target.baseUrl}${through}`);
}
// the JSON report to a file, as `npm test` has it (the console keeps the list)
const env = {
  PLAYWRIGHT_JSON_OUTPUT_NAME:
    process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(ROOT, '.parlor-run', 'e2e.json'),
};
process.exit(await run(...browserTestsCommand(chromium, { args: playwrightArgs, target, env })));
