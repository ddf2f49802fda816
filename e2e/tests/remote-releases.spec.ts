import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CLASSIC, FUSION } from '../support/lobby';
import { hydrationErrors, waitForFirstScreen } from '../support/first-screen';
import {
  LOBBY_RELEASES,
  forceTarget,
  ROOT,
  npmRun,
  patchFile,
  readSiteState,
  releaseLobbyVariant,
  saveRemotesState,
  sayFreshDrops,
  SERVER_CONTAINER,
} from '../support/remote-releases';

// The @parlor/shared the shell provides, and the next minor: one a remote can ask for and it lacks.
const SHARED_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'),
).version;
const [major, minor] = SHARED_VERSION.split('.');
const NEXT = `${major}.${Number(minor) + 1}.0`;
const TOO_NEW = `^${NEXT}`;

// Releases of the lobby made once for the file: the current build, a variant whose home page
// says "Fresh Drops" instead of "New Games" (its browser and its server build), one built for a
// @parlor/shared the shell lacks, and one whose server build throws as it renders home.
let current: string;
let fresh: string;
let skewed: string;
let brokenOnServer: string;
let madeHere: string[] = [];
let restoreRemotes: () => void;

test.beforeAll(() => {
  test.setTimeout(120_000);
  const before = new Set(fs.existsSync(LOBBY_RELEASES) ? fs.readdirSync(LOBBY_RELEASES) : []);
  current = releaseLobbyVariant();
  fresh = releaseLobbyVariant(sayFreshDrops);
  // built against the next minor: its manifest and its server container say so
  skewed = releaseLobbyVariant((dir) => {
    patchFile(path.join(dir, 'mf-manifest.json'), (text) => {
      const manifest = JSON.parse(text);
      for (const dep of manifest.shared) {
        if (dep.name !== '@parlor/shared') continue;
        dep.version = NEXT;
        dep.requiredVersion = TOO_NEW;
      }
      return JSON.stringify(manifest);
    });
    patchFile(path.join(dir, SERVER_CONTAINER), (text) =>
      text.replace(/("@parlor\/shared":\s*)"\^[\d.]+"/, `$1"${TOO_NEW}"`),
    );
  });
  brokenOnServer = releaseLobbyVariant((dir) => {
    patchFile(path.join(dir, SERVER_CONTAINER), (text) =>
      text.replace(
        'function HomePageExpose() {',
        "function HomePageExpose() {\n  throw new Error('this release cannot render home on a server');",
      ),
    );
  });
  madeHere = [current, fresh, skewed, brokenOnServer].filter((name) => !before.has(name));
});

test.afterAll(() => {
  for (const name of madeHere) fs.rmSync(path.join(LOBBY_RELEASES, name), { recursive: true });
});

// Each test runs the operator's commands several times (a Node process each) besides the pages.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(() => {
  restoreRemotes = saveRemotesState();
});

test.afterEach(() => {
  restoreRemotes();
});

/** The root of a casino's home as the site sends it (its server render, none of the browser's). */
async function serverHome(page: Page, casino: string): Promise<string> {
  // the casino by its name, as a browser names it (this process cannot look *.localhost up)
  const html = await (
    await page.request.get(`${FUSION}/`, { headers: { host: new URL(casino).host } })
  ).text();
  return (
    /<div id="root"[^>]*data-ssr="">([\s\S]*?)<\/div><span id="first-screen-end"/.exec(html)?.[1] ??
    ''
  );
}

function expectSwitched(result: ReturnType<typeof npmRun>) {
  expect(result.stderr).not.toMatch(/Refused/);
  expect(result.code).toBe(0);
}

async function expectLobbyHome(page: Page, newGames: 'New Games' | 'Fresh Drops') {
  // the list is named after its section once its games are in
  await expect(page.getByRole('list', { name: newGames, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const other = newGames === 'New Games' ? 'Fresh Drops' : 'New Games';
  await expect(page.getByRole('list', { name: other, exact: true })).toHaveCount(0);
}

test('a page open during a deploy keeps working, and shows the new release after a reload', async ({
  page,
}) => {
  expectSwitched(npmRun('remotes', 'set', 'fusion', 'mf_lobby', current));
  const failed: string[] = [];
  page.on('response', (res) => res.status() >= 400 && failed.push(`${res.status()} ${res.url()}`));
  await page.goto(FUSION);
  await expectLobbyHome(page, 'New Games');

  expectSwitched(npmRun('remotes', 'set', 'fusion', 'mf_lobby', fresh));
  // Same page, a route it has not loaded yet: its chunks come from the release it started with.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Table Games' })
    .click();
  await expect(page).toHaveURL(/\/category\/table-games$/);
  await expect(page.getByRole('heading', { name: 'Table Games', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const listChunkFromOldRelease = await page.evaluate(
    (release) =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes(`/releases/${release}/__federation_expose_GamesListPage`)),
    current,
  );
  expect(listChunkFromOldRelease).toBe(true);
  expect(failed).toEqual([]);

  await page.goto(FUSION);
  await expectLobbyHome(page, 'Fresh Drops');
});

test('one casino moves to another release while the others stay, and rolls back', async ({
  page,
}) => {
  expectSwitched(npmRun('remotes', 'set', 'classic', 'mf_lobby', fresh));
  const status = npmRun('remotes', 'status');
  expect(status.code).toBe(0);
  expect(status.stdout).toMatch(new RegExp(`classic\\s+mf_lobby\\s+${fresh}\\s+\\d{4}-`));
  expect(status.stdout).toMatch(/fusion\s+mf_lobby\s+default/);

  // the site renders each casino's first screen with the release that casino loads
  await expect.poll(() => serverHome(page, CLASSIC), { timeout: 40_000 }).toContain('Fresh Drops');
  expect(await serverHome(page, FUSION)).toContain('>New Games<');
  await page.goto(CLASSIC);
  await expectLobbyHome(page, 'Fresh Drops');
  expect(await hydrationErrors(page)).toEqual([]);
  await page.goto(FUSION);
  await expectLobbyHome(page, 'New Games');

  expectSwitched(npmRun('remotes', 'rollback', 'classic', 'mf_lobby'));
  await page.goto(CLASSIC);
  await expectLobbyHome(page, 'New Games');
});

test('a target that serves nothing or needs another shell is refused; forced in, only its outlet fails', async ({
  page,
}) => {
  const before = readSiteState();
  const nothing = npmRun(
    'remotes',
    'set',
    'fusion',
    'mf_lobby',
    'http://localhost:8099/remoteEntry.js',
  );
  expect(nothing.code).not.toBe(0);
  expect(nothing.stderr).toContain('http://localhost:8099/remoteEntry.js does not answer');
  const skew = npmRun('remotes', 'set', 'fusion', 'mf_lobby', skewed);
  expect(skew.code).not.toBe(0);
  const message = `mf_lobby needs @parlor/shared ${TOO_NEW} but the shell provides @parlor/shared ${SHARED_VERSION}`;
  expect(skew.stderr).toContain(message);
  expect(readSiteState()).toBe(before);

  // Forced in by hand: the shell refuses it at run time.
  forceTarget('fusion', 'mf_lobby', skewed);
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(FUSION);
  await expect(
    page
      .getByRole('alert')
      .getByRole('heading', { name: 'This part of the casino is taking a break' }),
  ).toBeVisible();
  await expect.poll(() => errors.join('\n')).toContain(message);
  // The rest of the site works: the shell's login, its other routes.
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(`${FUSION}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
});

test('a release whose server build throws costs its outlet only: the page comes with that outlet’s fallback, and the rest is hydrated and works', async ({
  page,
}) => {
  expectSwitched(npmRun('remotes', 'set', 'fusion', 'mf_lobby', brokenOnServer));
  // the outlet the server could not render goes out as its loading state, for the browser
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(`${FUSION}/`)).text();
        return /<main[^>]*>.*<!--\$!-->.*page-skeleton/s.test(html) && html.includes('data-ssr=""');
      },
      { timeout: 40_000 },
    )
    .toBe(true);
  const html = await (await page.request.get(`${FUSION}/`)).text();
  expect(html).toContain('aria-label="Main navigation"');
  await page.goto(FUSION);
  // the browser renders home with the release's own browser build
  await expectLobbyHome(page, 'New Games');
  await waitForFirstScreen(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // the header, hydrated from the server's markup, works
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});
