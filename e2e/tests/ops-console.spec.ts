// The ops console as operators use it, on its own host name in front of the suite's site: a
// release manager switches a casino and rolls it back (the casino's visitors see each), hands out
// a preview link and ends it, a viewer sees the same pages but cannot act, the audit log names
// who did what (log-ins and operator changes too), and a form posted from another site is refused.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CLASSIC } from '../support/lobby';
import {
  LOBBY_RELEASES,
  readSiteState,
  releaseLobbyVariant,
  saveRemotesState,
  sayFreshDrops,
} from '../support/remote-releases';

const OPS = 'http://ops.localhost:8080/ops';
const PASSWORD = 'parlor-ops-demo';

let fresh = '';
let madeHere: string[] = [];
let restoreRemotes: () => void = () => {};

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(() => {
  test.setTimeout(120_000);
  const before = new Set(fs.existsSync(LOBBY_RELEASES) ? fs.readdirSync(LOBBY_RELEASES) : []);
  fresh = releaseLobbyVariant(sayFreshDrops);
  madeHere = [fresh].filter((name) => !before.has(name));
  restoreRemotes = saveRemotesState();
});

test.afterAll(() => {
  restoreRemotes();
  for (const name of madeHere) fs.rmSync(path.join(LOBBY_RELEASES, name), { recursive: true });
});

async function logIn(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${OPS}/casinos/classic`);
  // not logged in: the login form, which brings the operator back to the page asked for
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Casino classic', level: 1 })).toBeVisible();
  return page;
}

async function classicLobby(page: Page): Promise<'New Games' | 'Fresh Drops'> {
  await page.goto(CLASSIC);
  const fresh = page.getByRole('list', { name: 'Fresh Drops', exact: true });
  const usual = page.getByRole('list', { name: 'New Games', exact: true });
  await expect(fresh.or(usual)).toBeVisible({ timeout: 30_000 });
  return (await fresh.count()) > 0 ? 'Fresh Drops' : 'New Games';
}

test('a release manager switches a casino and rolls it back; its visitors see each', async ({
  browser,
  page: visitor,
}) => {
  const ops = await logIn(browser, 'ops-release');
  const lobby = ops.getByRole('region', { name: 'mf_lobby' });
  await lobby.getByLabel('Release mf_lobby').first().selectOption(fresh);
  await lobby.getByRole('button', { name: 'Switch mf_lobby' }).click();
  await expect(ops.getByRole('status')).toContainText('mf_lobby of classic switched.');
  await expect(lobby).toContainText(fresh);
  expect(await classicLobby(visitor)).toBe('Fresh Drops');

  await ops.getByRole('button', { name: 'Roll back mf_lobby' }).click();
  await expect(ops.getByRole('status')).toContainText('mf_lobby of classic rolled back.');
  expect(await classicLobby(visitor)).toBe('New Games');

  // the audit log names the operator of both changes, newest first
  await ops.getByRole('link', { name: 'Audit log of classic' }).click();
  const rows = ops.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'ops-release' })).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('rolled back mf_lobby');
  await expect(rows.nth(2)).toContainText(`switched mf_lobby from default build to ${fresh}`);
});

test("a preview link made in the console opens on its casino's own address, for that browser alone", async ({
  browser,
}) => {
  const ops = await logIn(browser, 'ops-release');
  const lobby = ops.getByRole('region', { name: 'mf_lobby' });
  await lobby.getByLabel('Release mf_lobby').last().selectOption(fresh);
  await lobby.getByRole('button', { name: 'Create preview link mf_lobby' }).click();
  await expect(ops.getByRole('status')).toContainText(
    'Preview link of mf_lobby for classic created.',
  );
  const link = await ops.getByLabel('Preview link (copy it)').inputValue();
  expect(link).toMatch(/^http:\/\/classic\.localhost:8080\/\?parlor_preview=/);

  const tester = await (await browser.newContext()).newPage();
  await tester.goto(link);
  await expect(tester.getByRole('list', { name: 'Fresh Drops', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(tester.getByRole('region', { name: 'Release preview' })).toContainText(
    `Preview of mf_lobby ${fresh}`,
  );
  // everyone else: the casino's own release
  expect(await classicLobby(await (await browser.newContext()).newPage())).toBe('New Games');

  // ended before it expires: the browser that holds it is back on the casino's own release
  const preview = lobby
    .getByRole('listitem')
    .filter({ has: ops.getByLabel(`Yes, end the preview of ${fresh} now`) })
    .first();
  await preview.getByRole('checkbox').check();
  await preview.getByRole('button', { name: 'End link' }).click();
  await expect(ops.getByRole('status')).toContainText('A preview link of classic ended');
  expect(await classicLobby(tester)).toBe('New Games');
});

test('a log-in and a change of an operator show in the audit log', async ({ browser }) => {
  const ops = await logIn(browser, 'ops-admin');
  const name = `e2e-${Date.now().toString(36)}`;
  await ops.goto(`${OPS}/operators`);
  await ops.getByLabel('Name', { exact: true }).fill(name);
  await ops.getByLabel('Initial password').fill('a long enough password');
  await ops.getByRole('button', { name: 'Add operator' }).click();
  await expect(ops.getByRole('status')).toContainText(`${name} added as viewer.`);
  await ops.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(ops.getByRole('status')).toContainText(`${name} removed.`);

  await ops.goto(`${OPS}/audit`);
  const rows = ops.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: `removed the operator ${name} (viewer)` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `added the operator ${name} as viewer` })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: 'ops-admin' }).filter({ hasText: /logged in \(password\) from / }),
  ).not.toHaveCount(0);
});

test('a viewer sees the casino but cannot change it, not even by posting the form itself', async ({
  browser,
}) => {
  const ops = await logIn(browser, 'ops-viewer');
  const lobby = ops.getByRole('region', { name: 'mf_lobby' });
  await expect(lobby.getByRole('table', { name: 'Health of mf_lobby, last hour' })).toBeVisible();
  await expect(ops.getByRole('button', { name: /^(Switch|Roll back|Start canary)/ })).toHaveCount(
    0,
  );
  const before = readSiteState();
  // the switch a release manager sends, posted from the console's own page with the viewer's
  // own session and token (its log-out form's)
  const posted = ops.waitForResponse((res) => res.url().endsWith('/remotes/mf_lobby/set'));
  await ops.evaluate((release) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/ops/casinos/classic/remotes/mf_lobby/set';
    const token = document.querySelector<HTMLInputElement>('input[name=csrf]')!.value;
    for (const [name, value] of [
      ['csrf', token],
      ['expectedGeneration', '0'],
      ['target', release],
    ]) {
      const input = document.createElement('input');
      Object.assign(input, { type: 'hidden', name, value });
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, fresh);
  expect((await posted).status()).toBe(403);
  await ops.waitForURL(/\/set$/);
  expect((await ops.goto(`${OPS}/operators`))?.status()).toBe(403);
  expect(readSiteState()).toBe(before);
});

test('a form posted to the console from another site is refused and changes nothing', async ({
  browser,
}) => {
  const ops = await logIn(browser, 'ops-release');
  // everything a forger could wish for: the operator's own token and generation
  const fields = await ops
    .getByRole('region', { name: 'mf_lobby' })
    .locator('form[action$="/set"] input[type=hidden]')
    .evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    );
  const before = readSiteState();
  const forger = await ops.context().newPage();
  await forger.route('http://forger.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${OPS}/casinos/classic/remotes/mf_lobby/set">
        ${fields.map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('')}
        <input type="hidden" name="target" value="${fresh}"></form>
        <script>document.forms[0].submit()</script>`,
    }),
  );
  const refused = forger.waitForResponse((res) => res.url().endsWith('/remotes/mf_lobby/set'));
  await forger.goto('http://forger.test/');
  expect((await refused).status()).toBe(403);
  await expect(forger.getByRole('alert')).toBeVisible();
  expect(readSiteState()).toBe(before);
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an operator works from the keyboard alone, in light and dark, and axe finds nothing serious', async ({
  page,
}) => {
  await page.goto(OPS);
  // the skip link first, then the login form, with no mouse
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByLabel('User name').focus();
  await page.keyboard.type('ops-admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Casinos', level: 1 })).toBeVisible();

  for (const theme of ['Light', 'Dark'] as const) {
    const chosen = page.getByRole('button', { name: theme, exact: true });
    await chosen.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: theme, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const where of ['', '/casinos/classic', '/audit', '/operators']) {
      await page.goto(`${OPS}${where}`);
      await expect(page.getByRole('main')).toBeVisible();
      expect(await seriousViolations(page), `${theme} ${where || '/'}`).toEqual([]);
    }
  }
});
