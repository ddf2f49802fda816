// Signing in to the console through a real OpenID Connect provider (oidc-provider, in a process of
// its own): the browser's way, redirect by redirect, from the console's link to the provider's own
// login page and back.
import type { FastifyInstance } from 'fastify';
import type { SiteStore } from '../../state/site-store';
import {
  browser,
  buildConsole,
  fakeOperations,
  openTestStore,
  OPS_HOST,
} from '../testing/ops-test-kit';
import { freePort } from '../../testing/processes';
import { parseOidcSettings } from './oidc-settings';
import { startTestOidcProvider, type TestOidcProvider } from './testing/test-oidc-provider';
import { atProvider } from './testing/provider-browser';

const CALLBACK = `http://${OPS_HOST}/ops/login/oidc/callback`;
const CLIENT = { clientId: 'parlor-ops', clientSecret: 'parlor-ops-test-secret' };
const ACCOUNTS = {
  rita: { preferred_username: 'rita', groups: ['staff', 'parlor-release'] },
  vera: { preferred_username: 'vera', groups: ['parlor-viewers'] },
  nora: { preferred_username: 'nora', groups: ['staff'] },
};

let provider: TestOidcProvider;
let store: SiteStore;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  provider = await startTestOidcProvider({
    ...CLIENT,
    redirectUris: [CALLBACK],
    accounts: ACCOUNTS,
  });
  store = await openTestStore();
}, 30_000);
afterAll(async () => {
  await provider.stop();
  await store.close();
});
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function consoleOn(issuer: string) {
  const oidc = parseOidcSettings({
    PARLOR_OPS_OIDC_ISSUER: issuer,
    PARLOR_OPS_OIDC_CLIENT_ID: CLIENT.clientId,
    PARLOR_OPS_OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    PARLOR_OPS_OIDC_ROLES: 'parlor-admins=admin,parlor-release=release,parlor-viewers=viewer',
    PARLOR_OPS_OIDC_NAME: 'Acme SSO',
    PARLOR_OPS_OIDC_SCOPE: 'openid profile groups',
  });
  const app = await buildConsole({ store, operationsFor: fakeOperations().operationsFor, oidc });
  apps.push(app);
  return browser(app);
}

/** From the console's link through the provider: the console's answer to the callback. */
async function signIn(ops: Awaited<ReturnType<typeof consoleOn>>, account: string, next = '/ops') {
  const start = await ops.get(`/ops/login/oidc?next=${encodeURIComponent(next)}`);
  expect(start.statusCode).toBe(303);
  const back = await atProvider(String(start.headers.location), account);
  return { back, answer: await ops.get(`${back.pathname}${back.search}`) };
}

describe('signing in through the company’s provider', () => {
  it('offers the link on the login page, and brings a release manager into the console', async () => {
    const ops = await consoleOn(provider.issuer);
    const login = await ops.get('/ops/login?next=%2Fops%2Fcasinos%2Ffusion');
    expect(login.body).toContain('href="/ops/login/oidc?next=%2Fops%2Fcasinos%2Ffusion"');
    expect(login.body).toContain('Sign in with Acme SSO');

    const start = await ops.get('/ops/login/oidc?next=%2Fops%2Fcasinos%2Ffusion');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const flowCookie = String(start.headers['set-cookie']);
    expect(flowCookie).toMatch(
      /^parlor_ops_oidc=.+; Max-Age=600; Path=\/ops\/login\/oidc; HttpOnly; SameSite=Lax$/,
    );

    const back = await atProvider(authorize.href, 'rita');
    const answer = await ops.get(`${back.pathname}${back.search}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.refresh).toBe('0;url=/ops/casinos/fusion');
    expect(answer.body).toContain('Signed in as rita@idp.');
    expect(ops.jar.cookies.has('parlor_ops')).toBe(true);
    expect(ops.jar.cookies.has('parlor_ops_oidc')).toBe(false);

    const home = await ops.get('/ops');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('rita@idp');
    expect((await store.operators.get('rita@idp'))?.role).toBe('release_manager');
    // the row has no password: the local log-in never opens it
    expect((await ops.login('rita@idp', 'idp-only')).statusCode).toBe(401);
    // the audit log has the sign-in and the account the site made for it
    const audit = await store.audit();
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'login',
        by: 'rita@idp',
        to: 'oidc',
        address: '127.0.0.1',
      }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'operator_add',
        subject: 'rita@idp',
        to: 'release_manager',
      }),
    );
  });

  it('gives the role the claim maps to at each sign-in, whatever was set in between', async () => {
    await store.operators.add({
      name: 'vera@idp',
      role: 'admin',
      passwordHash: 'idp-only',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    const ops = await consoleOn(provider.issuer);
    const { answer } = await signIn(ops, 'vera');
    expect(answer.statusCode).toBe(200);
    expect((await store.operators.get('vera@idp'))?.role).toBe('viewer');
    expect((await ops.get('/ops/operators')).statusCode).toBe(403);
  });

  it('refuses an account whose claim maps to no role: 403, a clear message, no session', async () => {
    const ops = await consoleOn(provider.issuer);
    const { answer } = await signIn(ops, 'nora');
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain('nora@idp has no role in this console.');
    expect(ops.jar.cookies.has('parlor_ops')).toBe(false);
    expect(await store.operators.get('nora@idp')).toBeNull();
    expect(await store.audit()).toContainEqual(
      expect.objectContaining({ action: 'login_failed', by: 'nora@idp', to: 'oidc' }),
    );
    const home = await ops.get('/ops');
    expect(home.statusCode).toBe(303);
  });

  it('refuses a callback whose state was changed, and one with no sign-in under way', async () => {
    const ops = await consoleOn(provider.issuer);
    const start = await ops.get('/ops/login/oidc');
    const back = await atProvider(String(start.headers.location), 'rita');
    back.searchParams.set('state', 'forged-state');
    const tampered = await ops.get(`${back.pathname}${back.search}`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('The sign-in with Acme SSO did not complete.');
    expect(ops.jar.cookies.has('parlor_ops')).toBe(false);

    // the code itself, replayed in a browser that never started a sign-in
    const stranger = await consoleOn(provider.issuer);
    const replay = await stranger.get(`${back.pathname}${back.search}`);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('This sign-in has expired or was started in another window.');
    expect(stranger.jar.cookies.has('parlor_ops')).toBe(false);
  });

  it('says so when the provider does not answer, and the local log-in still works', async () => {
    const ops = await consoleOn(`http://127.0.0.1:${await freePort()}`);
    const start = await ops.get('/ops/login/oidc');
    expect(start.statusCode).toBe(503);
    expect(start.body).toContain('The sign-in with Acme SSO is not answering right now.');
    expect(start.body).toContain('name="password"');
    expect((await ops.login('ops-viewer')).statusCode).toBe(303);
    expect((await ops.get('/ops')).statusCode).toBe(200);
  });
});
