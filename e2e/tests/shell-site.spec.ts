import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hydrationErrors, waitForFirstScreen } from '../support/first-screen';
import { expect, test } from '../support/cross-remote';
import { waitForPort, waitForPortClosed } from '../../scripts/lib/parlor-processes.mjs';
import { logIn } from '../support/accounts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test('players in the design trial may switch back to the old design', async ({ page, context }) => {
  await context.addCookies([
    { name: 'design_trial', value: 'tryout', url: 'http://localhost:8080' },
  ]);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'You are trying our new design.' });
  await expect(banner).toHaveCount(0);
  await logIn(page, 'alice');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Switch back to the old design' }).click();
  await expect(page.getByText('You are back on the old design.')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'design_trial');
  expect(cookie?.value).toBe('rollback');
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the dashboard switch puts a player in the design trial, which offers the way back', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, 'alice');
  await page.goto('/dashboard/');
  const trial = page.getByRole('switch', { name: 'Try the new design' });
  await expect(trial).toHaveAttribute('aria-checked', 'false');
  await trial.click();
  await expect(trial).toHaveAttribute('aria-checked', 'true');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'You are trying our new design.' })).toBeVisible({
    timeout: 20_000,
  });
});

test('the manifest is linked and served @cross-remote', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as { name: string };
  expect(manifest.name).toBe('Parlor Casino');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the lobby opens offline', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(
      10,
    );
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const names = await caches.keys();
            const urls: string[] = [];
            for (const name of names) {
              for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
            }
            return ['getgames', 'getconfig', 'remoteEntry.js', '/main.js'].every((part) =>
              urls.some((url) => url.includes(part)),
            );
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(
        10,
      );
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('base path', () => {
  let server: ChildProcess | null = null;
  let dir = '';

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'parlor-base-'));
    // the server's build, as npm start runs it
    server = spawn(process.execPath, ['server/dist/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PARLOR_PORT: '8094',
        PARLOR_ASSETS_PORT: '8098',
        PARLOR_BASE_PATH: '/casino',
        PARLOR_DB: path.join(dir, 'base.db'),
        PARLOR_DOCUMENTS_DIR: path.join(dir, 'documents'),
        // the age check decides as soon as the state is read again
        PARLOR_KYC_REVIEW_MS: '0',
      },
      stdio: 'ignore',
      detached: true,
    });
    await waitForPort(8094);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await waitForPortClosed(8094);
    rmSync(dir, { recursive: true, force: true });
  });

  test('under a sub-path, a first screen comes rendered by the server and is hydrated without a mismatch', async ({
    page,
  }) => {
    for (const url of ['/casino/', '/casino/category/table-games']) {
      await expect
        .poll(
          async () =>
            (await (await page.request.get(`http://localhost:8094${url}`)).text()).includes(
              'data-ssr=""',
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
      await page.goto(`http://localhost:8094${url}`);
      await waitForFirstScreen(page);
      expect(await hydrationErrors(page)).toEqual([]);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Table Games' })).toBeVisible();
  });

  test('the whole site works under a sub-path', async ({ page }) => {
    await page.goto('http://localhost:8094/');
    await expect(page).toHaveURL('http://localhost:8094/casino/');
    await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(
      10,
    );
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Table Games' })).toHaveAttribute(
      'href',
      '/casino/category/table-games',
    );
    await nav.getByRole('link', { name: 'Table Games' }).click();
    await expect(page).toHaveURL('http://localhost:8094/casino/category/table-games');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Table Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const shellScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.port === '8094' && u.pathname.endsWith('.js'))
        .map((u) => u.pathname),
    );
    expect(shellScripts.length).toBeGreaterThan(2);
    for (const pathname of shellScripts) expect(pathname).toMatch(/^\/casino\//);
    await logIn(page, 'alice');
    await expect(page.getByTestId('header-balance')).toHaveText('$500.00');
    await page.getByRole('banner').getByRole('link', { name: 'Parlor Fusion home' }).click();
    await expect(page).toHaveURL('http://localhost:8094/casino/');
  });

  test('the server’s pages, their links and every call stay under the sub-path', async ({
    page,
    browser,
  }) => {
    const SITE = 'http://localhost:8094/casino';
    const outside: string[] = [];
    const watch = (p: typeof page) =>
      p.on('request', (request) => {
        const url = new URL(request.url());
        if (url.port === '8094' && !url.pathname.startsWith('/casino/'))
          outside.push(`${url.host}${url.pathname}`);
      });
    watch(page);

    // a new player signs up on the server's form and lands in the lobby
    await page.goto(`${SITE}/pages/signup`);
    const form = page.getByRole('main');
    await form.getByLabel('First name').fill('Basil');
    await form.getByLabel('Last name').fill('Path');
    await form.getByLabel('Email').fill(`basil${Date.now()}@example.com`);
    await form.getByLabel('Username').fill(`basil${Date.now().toString(36)}`);
    await form.getByLabel('Password', { exact: true }).fill('demo12345');
    await form.getByLabel('Date of birth').fill('1991-09-09');
    await form.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    // a new player's email waits for its confirmation: the free spins popup offers it, once a day
    const offer = page.getByRole('dialog', { name: 'Daily free spins' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Close' }).first().click();
    await expect(offer).toHaveCount(0);

    // the age verified through the server's page (a UK-profile casino: no money moves before)
    await page.goto(`${SITE}/pages/verification`);
    await page.getByLabel('Document type').selectOption('passport');
    await page.getByLabel(/^Document \(/).setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your age is verified. Thank you.')).toBeVisible();
    await page.goto(`${SITE}/`);

    // the menu's server pages, and the way back
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/casino/pages/terms',
    );
    await nav.getByRole('link', { name: 'Message Center' }).click();
    await expect(page).toHaveURL(`${SITE}/dashboard/messagecenter`);
    await page.getByRole('link', { name: 'Parlor Fusion: back to the lobby' }).click();
    await expect(page).toHaveURL(`${SITE}/`);

    // the cashier: a deposit, and its other page
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(`${SITE}/pages/cashier`);
    await page.getByRole('radio', { name: '25.00' }).check();
    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByText('Deposit received. Good luck!')).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/pages/cashier?deposit=ok`);
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    await page.goto(`${SITE}/dashboard/`);
    await page.getByRole('link', { name: 'Message center' }).click();
    await expect(page).toHaveURL(`${SITE}/dashboard/messagecenter`);

    // the free spins email's mailbox link
    const other = await browser.newContext();
    const player = await other.newPage();
    watch(player);
    await player.goto(`${SITE}/`);
    await logIn(player, 'unverified');
    await player.goto(`${SITE}/?freespins`);
    const dialog = player.getByRole('dialog', { name: 'Daily free spins' });
    await dialog.getByRole('button', { name: 'Send the confirmation email' }).click();
    const mailbox = dialog.getByRole('link', { name: 'Open your mailbox' });
    await expect(mailbox).toHaveAttribute('href', '/casino/pages/mailbox');
    await player.goto(`${SITE}/pages/mailbox`);
    await player.getByRole('link', { name: 'Confirm my email' }).click();
    await expect(player.getByText('Your email is confirmed.', { exact: false })).toBeVisible();
    await player.getByRole('link', { name: 'Back to the casino' }).click();
    await expect(player).toHaveURL(`${SITE}/`);

    // the French weekly cashback link of the classic casino
    await player.goto('http://classic.localhost:8094/casino/');
    await player.getByRole('link', { name: 'Cashback hebdomadaire' }).click();
    await expect(player).toHaveURL('http://classic.localhost:8094/casino/pages/weekly-cashback');
    await expect(player.getByRole('heading', { name: 'Cashback hebdomadaire' })).toBeVisible();
    await other.close();

    expect(outside).toEqual([]);
  });
});
