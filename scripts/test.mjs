// npm test: everything CI checks, on a fresh clone. Ends with the line `N passed, N failed`.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  buildFilters,
  ensureChromium,
  ensurePnpm,
  installDependencies,
  ROOT,
  run,
} from './lib/run.mjs';
import { browserTestsCommand } from './lib/browser-tests.mjs';

const OUT = path.join(ROOT, '.parlor-run');
mkdirSync(OUT, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const pnpm = await ensurePnpm();
await installDependencies(pnpm);
const chromium = await ensureChromium();

const steps = [];
async function step(name, cmd, args, options) {
  console.log(`\n▶ ${name}`);
  const code = await run(cmd, args, options);
  steps.push({ name, ok: code === 0 });
  return code === 0;
}

await step('lint', bin('eslint'), ['.', '--max-warnings=0']);
await step('format', bin('prettier'), ['--check', '.', '--log-level=warn']);
await step('typecheck', bin('tsc'), ['--build']);
await step('@parlor/shared API report', process.execPath, [
  path.join(ROOT, 'scripts', 'api-report.mjs'),
  '--check',
]);
const jestJson = path.join(OUT, 'jest.json');
await step('unit tests', bin('jest'), ['--ci', '--json', `--outputFile=${jestJson}`]);
const built = await step('build', pnpm, [
  '-r',
  '--workspace-concurrency=1',
  ...buildFilters(),
  'run',
  'build',
]);

if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) {
  await step('docker-compose config', 'docker-compose', [
    '-f',
    'docker-compose.yml',
    'config',
    '-q',
  ]);
} else {
  console.log('\n(docker-compose not installed here: compose file not validated; CI installs it)');
}

const pwJson = path.join(OUT, 'playwright.json');
if (built) {
  await step(
    'browser tests',
    ...browserTestsCommand(chromium, { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson } }),
  );
}

let passed = 0;
let failed = 0;
if (existsSync(jestJson)) {
  const jest = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
if (built && existsSync(pwJson)) {
  const pw = JSON.parse(readFileSync(pwJson, 'utf8'));
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
}
const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
console.log(`\nSteps: ${steps.map((s) => `${s.ok ? '✓' : '✗'} ${s.name}`).join('  ')}`);
if (failedSteps.length && failed === 0) failed = failedSteps.length; // a red step counts as a failure
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
