// Operators sign in to the ops console with their company account: the console's "Sign in with"
// link takes them to the company's OpenID Connect provider (a real one, oidc-provider, started
// here), they sign in on its own page, and come back signed in with the role their group maps to:
// a release manager can switch a casino's remotes, a viewer cannot; someone in no mapped group is
// refused and has no session.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startOidcParlor, type OidcParlor } from '../support/oidc-parlor';

const PORTS = { site: 8470, provider: 8471 };

let parlor: OidcParlor;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  parlor = await startOidcParlor({
    ports: PORTS,
    accounts: {
      rita: { preferred_username: 'rita', groups: ['staff', 'parlor-release'] },
      vera: { preferred_username: 'vera', groups: ['parlor-viewers'] },
      nora: { preferred_username: 'nora', groups: ['staff'] },
    },
    roles: 'parlor-admins=admin,parlor-release=release,parlor-viewers=viewer',
  });
});

test.afterAll(async () => {
  await parlor?.stop();
});

/** From a console page, through the provider's own login page, as `account`. */
async function signInWithCompany(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${parlor.ops}/casinos/fusion`);
  await page.getByRole('link', { name: 'Sign in with Acme SSO' }).click();
  // the provider's page, on its own origin
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORTS.provider}/`));
  await page.getByPlaceholder('Enter any login').fill(account);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  return page;
}

test('a release manager signs in with the company account and may switch remotes', async ({
  browser,
}) => {
  const ops = await signInWithCompany(browser, 'rita');
  // back on the page asked for, signed in under a name no local account can have
  await expect(ops.getByRole('heading', { name: 'Casino fusion', level: 1 })).toBeVisible();
  await expect(ops.getByText('rita@idp')).toBeVisible();
  const lobby = ops.getByRole('region', { name: 'mf_lobby' });
  await expect(lobby.getByRole('button', { name: 'Switch mf_lobby' })).toBeVisible();
  await ops.context().close();
});

test('a viewer signs in the same way and sees the casino but no release actions', async ({
  browser,
}) => {
  const ops = await signInWithCompany(browser, 'vera');
  await expect(ops.getByRole('heading', { name: 'Casino fusion', level: 1 })).toBeVisible();
  await expect(ops.getByText('vera@idp')).toBeVisible();
  const lobby = ops.getByRole('region', { name: 'mf_lobby' });
  await expect(lobby.getByText('Your role can look but not change anything here.')).toBeVisible();
  await expect(ops.getByRole('button', { name: /^(Switch|Roll back|Start canary)/ })).toHaveCount(
    0,
  );
  await ops.context().close();
});

test('an account in no mapped group is refused and gets no session', async ({ browser }) => {
  const ops = await signInWithCompany(browser, 'nora');
  await expect(ops.getByRole('alert')).toContainText('nora@idp has no role in this console.');
  await ops.goto(`${parlor.ops}/casinos/fusion`);
  await expect(ops.getByRole('button', { name: 'Log in' })).toBeVisible();
  await ops.context().close();
});
