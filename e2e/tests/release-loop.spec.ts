import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForPort, waitForPortClosed } from '../../scripts/lib/parlor-processes.mjs';
import {
  filesContaining,
  LOBBY_RELEASES,
  patchFile,
  releaseLobbyVariant,
  ROOT,
} from '../support/remote-releases';

// The release loop (docs/deploying.md, "The release loop"), in a site of its own in front of the
// suite's controller and remotes: its own manifest, canaries, audit log and telemetry database,
// and a canary judged every second after 3 visits, so that a test can watch it.

const PORT = 8094;
const SITE = `http://localhost:${PORT}`;
const SECRET = 'release-loop-test-secret-0123456789abcdef';
const DEAD_PROMOTIONS = 'http://localhost:9/remoteEntry.js';

let dir = '';
let site: ChildProcess | null = null;
let env: Record<string, string> = {};
let fresh = '';
let throwing = '';
let madeHere: string[] = [];

/** `npm run remotes -- ...` against this site's files, as an operator types it. */
function remotes(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'remotes', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** The site's audit log, as `npm run remotes -- audit` prints it. */
function audit(): { action: string; by: string; reason?: string; from: string | null }[] {
  const result = remotes('audit');
  if (result.code !== 0) throw new Error(`audit: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** A visit that lasts until the reporter runs, then leaves (the page's beacons go out). */
async function visit(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${SITE}/`);
  await page.waitForFunction(
    () =>
      typeof (globalThis as { __parlorTelemetry?: { on?: unknown } }).__parlorTelemetry?.on ===
      'function',
    undefined,
    { timeout: 20_000 },
  );
  const entry = await page.evaluate(
    async () =>
      ((await (await fetch('/api/boot')).json()) as { remotes: Record<string, string> }).remotes
        .mf_lobby!,
  );
  await page.goto('about:blank');
  await context.close();
  return entry;
}

async function newGames(page: Page) {
  return page.getByRole('list', { name: 'New Games' }).getByRole('listitem').first();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-release-loop-'));
  env = {
    PARLOR_REMOTES_FILE: path.join(dir, 'remotes.override.json'),
    PARLOR_SITE_DB: path.join(dir, 'site.db'),
    PARLOR_PREVIEW_SECRET: SECRET,
    PARLOR_SITE_URL: SITE,
    PARLOR_OPERATOR: 'qa',
  };
  const before = new Set(fs.existsSync(LOBBY_RELEASES) ? fs.readdirSync(LOBBY_RELEASES) : []);
  fresh = releaseLobbyVariant((built) => {
    for (const file of filesContaining(built, '"new_games":"New Games"'))
      patchFile(file, (text) =>
        text.replaceAll('"new_games":"New Games"', '"new_games":"Fresh Drops"'),
      );
  });
  // its home page throws as React renders it
  throwing = releaseLobbyVariant((built) => {
    for (const file of filesContaining(built, 'className:"home"'))
      patchFile(file, (text) =>
        text.replace(
          'className:"home"',
          'className:(()=>{throw new Error("release under test")})()',
        ),
      );
  });
  madeHere = [fresh, throwing].filter((name) => !before.has(name));
  site = spawn(process.execPath, ['site/dist/site.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PARLOR_PORT: String(PORT),
      PARLOR_CONTROLLER_URL: 'http://127.0.0.1:8090',
      PARLOR_REMOTES: JSON.stringify({ fusion: { mf_promotions: DEAD_PROMOTIONS } }),
      PARLOR_CANARY_CHECK_SECONDS: '1',
      PARLOR_CANARY_MIN_VISITS: '3',
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitForPort(PORT);
});

test.afterAll(async () => {
  try {
    if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await waitForPortClosed(PORT);
  for (const name of madeHere) fs.rmSync(path.join(LOBBY_RELEASES, name), { recursive: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a preview link puts the browser that opens it alone on the release, until it ends the preview', async ({
  browser,
}) => {
  const made = remotes('preview', 'fusion', 'mf_lobby', fresh, '--hours', '1');
  expect(made.code, made.stderr).toBe(0);
  const link = made.stdout.split('\n').find((line) => line.startsWith(SITE))!;
  expect(link).toContain('parlor_preview=');

  const tester = await browser.newPage();
  await tester.goto(link);
  await expect(tester).toHaveURL(`${SITE}/`);
  const bar = tester.getByRole('region', { name: 'Release preview' });
  await expect(bar).toContainText(`Preview of mf_lobby ${fresh}`);
  await expect(tester.getByRole('list', { name: 'Fresh Drops' })).toBeVisible();

  // a player in another browser sees the casino's own release, and no bar
  const player = await browser.newPage();
  await player.goto(`${SITE}/`);
  await expect(await newGames(player)).toBeVisible();
  await expect(player.getByRole('region', { name: 'Release preview' })).toHaveCount(0);

  // a link whose token was changed is refused, with a page that says so
  const stranger = await browser.newPage();
  const url = new URL(link);
  const token = url.searchParams.get('parlor_preview')!;
  url.searchParams.set('parlor_preview', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
  const refused = await stranger.goto(url.href);
  expect(refused?.status()).toBe(400);
  await expect(
    stranger.getByRole('heading', { name: 'This preview link cannot be used' }),
  ).toBeVisible();
  await expect(stranger.getByRole('alert')).toHaveText(
    'The link is incomplete or was changed. Ask for a new one.',
  );

  await bar.getByRole('button', { name: 'End preview' }).click();
  await expect(tester.getByRole('list', { name: 'New Games' })).toBeVisible();
  await expect(tester.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
  await Promise.all([tester.close(), player.close(), stranger.close()]);
});

test('a canary whose release throws is ended by the site, with the reason in the audit log', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const started = remotes('canary', 'fusion', 'mf_lobby', throwing, '99');
  expect(started.code, started.stderr).toBe(0);
  expect(remotes('status').stdout).toContain(`canary: fusion mf_lobby ${throwing} at 99%`);

  // fresh visitors until three have met the release and reported it
  let met = 0;
  for (let i = 0; i < 8 && met < 3; i += 1)
    if ((await visit(browser)).includes(`/releases/${throwing}/`)) met += 1;
  expect(met).toBe(3);

  await expect
    .poll(() => audit().find((line) => line.action === 'abort'), { timeout: 20_000 })
    .toMatchObject({
      by: 'site (automatic)',
      from: throwing,
      reason: expect.stringMatching(/^errors 100\.0% of visits/),
    });
  expect(remotes('status').stdout).not.toContain('canary:');

  // the next visitor gets the casino's own release
  await page.goto(`${SITE}/`);
  await expect(await newGames(page)).toBeVisible();

  // health: the thrown errors under the release, the dead remote's failed loads
  const health = remotes('health', 'fusion', '--since', '15m');
  expect(health.code, health.stderr).toBe(0);
  const row = (remote: string, release: string) =>
    health.stdout
      .split('\n')
      .find((line) =>
        new RegExp(`\\b${remote}\\s+${release.replaceAll('.', '\\.')}\\s`).test(line),
      );
  expect(row('mf_lobby', throwing)).toMatch(/100\.0%/);
  expect(row('mf_promotions', 'default')).toMatch(/100\.0%/);
});
