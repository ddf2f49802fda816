import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
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

test('the manifest is linked and served', async ({ page }) => {
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
    server = spawn(path.join(ROOT, 'server/node_modules/.bin/tsx'), ['server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PARLOR_PORT: '8090',
        PARLOR_ASSETS_PORT: '8096',
        PARLOR_BASE_PATH: '/casino',
        PARLOR_DB: path.join(dir, 'base.db'),
      },
      stdio: 'ignore',
      detached: true,
    });
    await waitForPort(8090);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await waitForPortClosed(8090);
    rmSync(dir, { recursive: true, force: true });
  });

  test('the whole site works under a sub-path', async ({ page }) => {
    await page.goto('http://localhost:8090/');
    await expect(page).toHaveURL('http://localhost:8090/casino/');
    await expect(page.getByRole('list', { name: 'New Games' }).getByRole('listitem')).toHaveCount(
      10,
    );
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Table Games' })).toHaveAttribute(
      'href',
      '/casino/category/table-games',
    );
    await nav.getByRole('link', { name: 'Table Games' }).click();
    await expect(page).toHaveURL('http://localhost:8090/casino/category/table-games');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Table Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const shellScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.port === '8090' && u.pathname.endsWith('.js'))
        .map((u) => u.pathname),
    );
    expect(shellScripts.length).toBeGreaterThan(2);
    for (const pathname of shellScripts) expect(pathname).toMatch(/^\/casino\//);
    await logIn(page, 'alice');
    await expect(page.getByTestId('header-balance')).toHaveText('$500.00');
    await page.getByRole('banner').getByRole('link', { name: 'Parlor Fusion home' }).click();
    await expect(page).toHaveURL('http://localhost:8090/casino/');
  });
});
