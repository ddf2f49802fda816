import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startStack, type RunningStack } from '../../scripts/lib/stack-lifecycle.mjs';
import {
  filesContaining,
  LOBBY_RELEASES,
  patchFile,
  releaseLobbyVariant,
  ROOT,
} from '../support/remote-releases';

// The reference production setup (docs/deploying.md, "The reference production setup"), as
// `npm run stack` runs it: nginx as the edge, two site nodes sharing PostgreSQL, the reference
// controller. A stack of its own, on ports and in a folder of its own, beside the suite's servers.

const PORTS = { edge: 8380, sites: [8381, 8382], controller: 8390, assets: 8386, postgres: 8387 };
const STATE_DIR = path.join(ROOT, '.parlor-run', 'stack-test');
const SITE = `http://localhost:${PORTS.edge}`;
const CASINO_PAGE = `http://ops.localhost:${PORTS.edge}/ops/casinos/fusion`;
const MARK = 'Stack Picks';

let stack: RunningStack;
let release = '';
let madeHere: string[] = [];

/** The lobby's entry a site node names in its boot info, asked of the node itself. */
function lobbyEntryOf(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/boot',
        headers: { host: `localhost:${PORTS.edge}`, accept: 'application/json' },
        timeout: 5_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          try {
            const boot = JSON.parse(body) as { remotes?: Record<string, string> };
            resolve(boot.remotes?.mf_lobby ?? `no mf_lobby in ${body.slice(0, 200)}`);
          } catch {
            resolve(`${response.statusCode}: ${body.slice(0, 200)}`);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`node :${port} did not answer`)));
    request.on('error', reject);
  });
}

const releaseEntry = (name: string) => `${SITE}/remotes/mf-lobby/releases/${name}/remoteEntry.js`;
const DEFAULT_ENTRY = `${SITE}/remotes/mf-lobby/remoteEntry.js`;

/** `npm run remotes -- ...` against the stack, as its operator runs it. */
function remotes(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'remotes', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...stack.operatorEnv, PARLOR_OPERATOR: 'qa' },
  });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** The console's page of the fusion casino, logged in as the demo release manager. */
async function openConsole(page: Page) {
  await page.goto(CASINO_PAGE);
  const login = page.getByRole('button', { name: 'Log in' });
  if (await login.isVisible()) {
    await page.getByLabel('User name').fill('ops-release');
    await page.getByLabel('Password').fill('parlor-ops-demo');
    await login.click();
    await page.goto(CASINO_PAGE);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Casino fusion' })).toBeVisible();
}

/** Chooses `target` in the lobby's switch form of the console page already open, and sends it. */
async function switchLobby(page: Page, target: string) {
  const button = page.getByRole('button', { name: 'Switch mf_lobby' });
  const form = page.locator('form').filter({ has: button });
  await form.getByLabel('Release mf_lobby').selectOption(target);
  await button.click();
}

interface ReleaseFileLoad {
  url: string;
  /** from the HTTP cache (disk or memory), or Blink's memory cache: nothing downloaded */
  cached: boolean;
  /** answered by a service worker (none may: the suite blocks them) */
  worker: boolean;
}

/** Every response for a release file of the page, as Chromium's network layer saw it. */
async function recordReleaseLoads(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const loads = new Map<string, ReleaseFileLoad>();
  const servedFromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromMemory.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!response.url.includes('/remotes/mf-lobby/releases/')) return;
    loads.set(requestId, {
      url: response.url,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      worker: Boolean(response.fromServiceWorker),
    });
  });
  return {
    take(): ReleaseFileLoad[] {
      const taken = [...loads].map(([id, load]) => ({
        ...load,
        cached: load.cached || servedFromMemory.has(id),
      }));
      loads.clear();
      return taken;
    },
  };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fs.rmSync(STATE_DIR, { recursive: true, force: true });
  const before = new Set(fs.existsSync(LOBBY_RELEASES) ? fs.readdirSync(LOBBY_RELEASES) : []);
  release = releaseLobbyVariant((built) => {
    for (const file of filesContaining(built, '"new_games":"New Games"'))
      patchFile(file, (text) =>
        text.replaceAll('"new_games":"New Games"', `"new_games":"${MARK}"`),
      );
  });
  madeHere = before.has(release) ? [] : [release];
  // the demo players: the wrong logins below are of a real account
  stack = await startStack({ stateDir: STATE_DIR, ports: PORTS, demo: true });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stack?.stop();
  for (const name of madeHere) fs.rmSync(path.join(LOBBY_RELEASES, name), { recursive: true });
  fs.rmSync(STATE_DIR, { recursive: true, force: true });
});

test('a switch made in the console through one site node is served by every node within 5 s', async ({
  page,
}) => {
  for (const port of PORTS.sites) expect(await lobbyEntryOf(port)).toBe(DEFAULT_ENTRY);
  await openConsole(page);
  await switchLobby(page, release);
  await expect(page.getByText('mf_lobby of fusion switched.')).toBeVisible();
  await expect
    .poll(() => Promise.all(PORTS.sites.map(lobbyEntryOf)), { timeout: 5_000, intervals: [100] })
    .toEqual(PORTS.sites.map(() => releaseEntry(release)));

  // the page a visitor opens through the edge loads the release, its files from the edge
  await page.goto(`${SITE}/`);
  await expect(page.getByRole('list', { name: MARK })).toBeVisible();
});

test('a second visit downloads no release file again: it comes from the browser cache', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loads = await recordReleaseLoads(context, page);

  await page.goto(`${SITE}/`);
  await expect(page.getByRole('list', { name: MARK })).toBeVisible();
  // what this browser has downloaded: the first visit's files, and any a later page adds
  const downloaded = new Set<string>();
  const first = loads.take();
  for (const load of first) if (!load.cached) downloaded.add(load.url);
  expect(downloaded.size).toBeGreaterThan(1);

  const again = [
    async () => {
      await page.goto(`${SITE}/`);
      await expect(page.getByRole('list', { name: MARK })).toBeVisible();
    },
    async () => {
      await page.reload();
      await expect(page.getByRole('list', { name: MARK })).toBeVisible();
    },
    async () => {
      await page.goto(`${SITE}/category/table-games`);
      await expect(page.getByRole('heading', { level: 1, name: 'Table Games' })).toBeVisible();
    },
  ];
  for (const visit of again) {
    await visit();
    const loaded = loads.take();
    expect(loaded.filter((load) => load.worker)).toEqual([]);
    expect(loaded.filter((load) => load.cached).length).toBeGreaterThan(0);
    expect(loaded.filter((load) => !load.cached && downloaded.has(load.url))).toEqual([]);
    for (const load of loaded) downloaded.add(load.url);
  }
  await context.close();
});

test('with one site node stopped, pages load through the edge and an open page keeps working', async ({
  page,
  browser,
}) => {
  await page.goto(`${SITE}/`);
  await expect(page.getByRole('list', { name: MARK })).toBeVisible();

  await stack.stopSite(1);
  try {
    // the open page: to a category and back
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Table Games' }).click();
    await expect(page).toHaveURL(/\/category\/table-games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Table Games' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Table Games', exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('list', { name: MARK })).toBeVisible();

    // new visitors, several times over: the edge passes every one to the node that is up
    for (let i = 0; i < 4; i += 1) {
      const visitor = await browser.newPage();
      const answer = await visitor.goto(`${SITE}/`);
      expect(answer?.status()).toBe(200);
      await expect(visitor.getByRole('list', { name: MARK })).toBeVisible();
      await visitor.close();
    }
  } finally {
    await stack.startSite(1);
  }
});

test('with PostgreSQL stopped, pages are served and switches refused, until it is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openConsole(page);
  await stack.stopDatabase();
  try {
    // pages keep coming, from the state each node read last
    for (let i = 0; i < 4; i += 1) {
      const visitor = await browser.newPage();
      const answer = await visitor.goto(`${SITE}/`);
      expect(answer?.status()).toBe(200);
      await expect(visitor.getByRole('list', { name: MARK })).toBeVisible();
      await visitor.close();
    }
    for (const port of PORTS.sites) expect(await lobbyEntryOf(port)).toBe(releaseEntry(release));

    // a switch is refused, saying why, in the console and on the command line
    await switchLobby(page, 'default');
    await expect(page.getByText(/database is not answering/).first()).toBeVisible();
    const refused = remotes('set', 'fusion', 'mf_lobby', 'default');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/database is not answering/);
    for (const port of PORTS.sites) expect(await lobbyEntryOf(port)).toBe(releaseEntry(release));
  } finally {
    await stack.startDatabase();
  }

  // back: the same switch goes through, and every node serves it
  const done = remotes('set', 'fusion', 'mf_lobby', 'default');
  expect(done.code, `${done.stdout}\n${done.stderr}`).toBe(0);
  await expect
    .poll(() => Promise.all(PORTS.sites.map(lobbyEntryOf)), { timeout: 5_000, intervals: [100] })
    .toEqual(PORTS.sites.map(() => DEFAULT_ENTRY));
});

test('through the edge, a visitor is counted by their own address, whatever X-Forwarded-For they send', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 15; i++) {
    const answer = await request.post(`${SITE}/api/auth/login`, {
      headers: { 'x-forwarded-for': `203.0.113.${i}`, forwarded: `for=203.0.113.${i}` },
      data: { username: 'alice', password: 'not-her-password' },
    });
    statuses.push(answer.status());
  }
  // the controller's limit: 10 a minute per address
  expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(5).fill(429)]);
});
