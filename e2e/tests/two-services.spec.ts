import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForPort, waitForPortClosed } from '../../scripts/lib/parlor-processes.mjs';
import { logIn } from '../support/accounts';

// The site as its own service in front of a casino controller (docs/deploying.md, "The site and
// the controller"): a pair of processes of their own, each package's build as production runs
// it, on ports of their own, beside the suite's site (whose remotes they load).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONTROLLER_PORT = 8092;
const SITE = 'http://localhost:8093';
const ASSETS_PORT = 8097;

let dir = '';
let controller: ChildProcess | null = null;
let site: ChildProcess | null = null;

/** A built entry (`site/dist/site.js`, `server/dist/main.js`) on its own. */
function start(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PARLOR_ASSETS_PORT: String(ASSETS_PORT),
      PARLOR_DB: path.join(dir, 'pair.db'),
      PARLOR_SCRYPT_LOG_N: '12',
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
}

async function startController() {
  controller = start('server/dist/main.js', {
    PARLOR_PORT: String(CONTROLLER_PORT),
    PARLOR_HOST: '127.0.0.1',
    // what npm start used to say: now the site's one hop on this machine, never a visitor's claim
    PARLOR_TRUST_PROXY: '1',
    // the documented login limit, per address and minute
    PARLOR_LOGIN_RATE_MAX: '10',
  });
  await waitForPort(CONTROLLER_PORT);
}

/** Stops a process group; one already gone (it failed to start) is no error. */
function stop(child: ChildProcess | null): void {
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function stopController() {
  stop(controller);
  controller = null;
  await waitForPortClosed(CONTROLLER_PORT);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parlor-pair-'));
  await startController();
  site = start('site/dist/site.js', {
    PARLOR_PORT: '8093',
    PARLOR_CONTROLLER_URL: `http://127.0.0.1:${CONTROLLER_PORT}`,
  });
  await waitForPort(8093);
});

test.afterAll(async () => {
  stop(site);
  await stopController();
  await waitForPortClosed(8093);
  rmSync(dir, { recursive: true, force: true });
});

test('the site paints a guest’s first screen from the controller it reads over HTTP, and passes a player’s calls on', async ({
  page,
  request,
}) => {
  // the first screen is in the page, read from the controller
  const html = await (await request.get(`${SITE}/category/online-slots`)).text();
  expect(html).toContain('<h1>Online Slots</h1>');
  expect(html).toContain('id="parlor-boot"');

  await page.goto(`${SITE}/`);
  await expect(
    page.getByRole('list', { name: 'New Games' }).getByRole('listitem').first(),
  ).toBeVisible();
  // the login, the config and the balance: the controller's, through the site
  await logIn(page, 'alice');
  await expect(page.getByTestId('header-balance')).toHaveText('$500.00');
  // a cross-site write is refused by the controller, as it would be without the site
  const foreign = await request.post(`${SITE}/api/controller?setFavorite`, {
    headers: { origin: 'https://evil.example' },
    form: { gameid: '1' },
  });
  expect(foreign.status()).toBe(403);
});

test('with the controller stopped the site still answers, shows the casino’s error with Try again, and recovers when it is back', async ({
  page,
  request,
}) => {
  await stopController();
  // the page is still served (from what the site read before, or plain)
  const answer = await request.get(`${SITE}/`);
  expect(answer.status()).toBe(200);
  // the controller's calls fail at once with a clear error, never hang
  const call = await request.get(`${SITE}/api/controller?getconfig`);
  expect(call.status()).toBe(502);
  expect(await call.json()).toMatchObject({ code: 'controller_unavailable' });

  await page.goto(`${SITE}/`);
  // over the page the site rendered from its last reads, or in place of the plain page's
  const failed = page.getByRole('alert').filter({ hasText: 'The casino could not start' });
  await expect(failed).toBeVisible();

  await startController();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('list', { name: 'New Games' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('a visitor is counted by the address the site sees, whatever X-Forwarded-For they make up', async ({
  request,
}) => {
  // after the restart above: a fresh count at the controller
  const logins: number[] = [];
  for (let i = 1; i <= 15; i++) {
    const answer = await request.post(`${SITE}/api/auth/login`, {
      headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` },
      data: { username: 'alice', password: 'not-her-password' },
    });
    logins.push(answer.status());
  }
  expect(logins).toEqual([...Array<number>(10).fill(401), ...Array<number>(5).fill(429)]);

  // the site's own limit of telemetry beacons (30 at once per address): the site trusts no proxy
  // here, so a made-up address is no new visitor
  const beacons: number[] = [];
  for (let i = 1; i <= 40; i++) {
    const answer = await request.post(`${SITE}/api/telemetry`, {
      headers: { 'x-forwarded-for': `198.51.100.${i}`, 'content-type': 'text/plain' },
      data: '{}',
    });
    beacons.push(answer.status());
  }
  // (the pages above may have spent a few of this address's already)
  expect(beacons.filter((status) => status !== 429).length).toBeLessThanOrEqual(30);
  expect(beacons.slice(-5)).toEqual(Array<number>(5).fill(429));
});

test('the site listens on this machine only unless told otherwise', async () => {
  /** whether something accepts a connection at host:port */
  const accepts = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port: 8093, timeout: 3000 });
      const done = (open: boolean) => {
        socket.destroy();
        resolve(open);
      };
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
      socket.once('timeout', () => done(false));
    });
  expect(await accepts('127.0.0.1')).toBe(true);
  // every other address of this machine (none on a machine with loopback only)
  const others = Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal && a.family === 'IPv4')
    .map((a) => a!.address);
  for (const address of others) expect(await accepts(address), address).toBe(false);
});
