// The console's OIDC callback under made-up answers, against a real provider (oidc-provider, in a
// process of its own): random state, code, iss, error and other query values, malformed or huge,
// in a browser with no sign-in under way, with one just started, with a flow cookie of its own
// making, or with a real code of another browser's sign-in. Every answer is a 4xx, and no
// browser ever gets a console session.
import type { FastifyInstance } from 'fastify';
import type { SiteStore } from '../../state/site-store';
import {
  browser,
  buildConsole,
  CookieJar,
  fakeOperations,
  openTestStore,
  OPS_HOST,
} from '../testing/ops-test-kit';
import { seededRandom, type SeededRandom } from '../../testing/seeded-random';
import { FLOW_COOKIE } from './oidc-flow-cookie';
import { parseOidcSettings } from './oidc-settings';
import { atProvider } from './testing/provider-browser';
import { startTestOidcProvider, type TestOidcProvider } from './testing/test-oidc-provider';

const SEED = 43_007;
const CASES = 150;
const CALLBACK = `http://${OPS_HOST}/ops/login/oidc/callback`;
const CLIENT = { clientId: 'parlor-ops', clientSecret: 'parlor-ops-test-secret' };

let provider: TestOidcProvider;
let store: SiteStore;
let app: FastifyInstance;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    ...CLIENT,
    redirectUris: [CALLBACK],
    accounts: { rita: { preferred_username: 'rita', groups: ['parlor-admins'] } },
  });
  store = await openTestStore();
  const oidc = parseOidcSettings({
    PARLOR_OPS_OIDC_ISSUER: provider.issuer,
    PARLOR_OPS_OIDC_CLIENT_ID: CLIENT.clientId,
    PARLOR_OPS_OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    PARLOR_OPS_OIDC_ROLES: 'parlor-admins=admin',
    PARLOR_OPS_OIDC_SCOPE: 'openid profile groups',
  });
  app = await buildConsole({ store, operationsFor: fakeOperations().operationsFor, oidc });
}, 30_000);
afterAll(async () => {
  await app.close();
  await provider.stop();
  await store.close();
});

/** A value as an attacker writes it in a query: percent-encoded or not, malformed, huge. */
function queryValue(r: SeededRandom, known: string[]): string {
  return r.pick([
    () => encodeURIComponent(r.pick(known)),
    () =>
      r.text(1 + r.int(64), 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~'),
    () => encodeURIComponent(r.text(r.int(40), 'äöü例え🎰<>"\'&;=?#/\\\u0000\u202e ')),
    () => r.pick(['%', '%zz', '%E0%A4%A', '%00', '%FF%FE', '+', '%2B%2B', '']),
    () => 'x'.repeat(r.int(8000)),
    () => encodeURIComponent(JSON.stringify({ state: r.text(8), code: r.text(8) })),
    () => encodeURIComponent(`javascript:alert(${r.int(9)})`),
  ])();
}

const PARAMS = ['state', 'code', 'iss', 'error', 'error_description', 'session_state', 'scope'];

function callbackQuery(r: SeededRandom, known: string[]): string {
  const pairs: string[] = [];
  for (const name of PARAMS) {
    if (!r.chance(0.55)) continue;
    pairs.push(`${name}=${queryValue(r, known)}`);
    // the same parameter twice
    if (r.chance(0.1)) pairs.push(`${name}=${queryValue(r, known)}`);
  }
  if (r.chance(0.1)) pairs.push(r.pick(['&&', '=', 'state', '%26state%3Dx', '__proto__=1']));
  return pairs.join('&');
}

/** A flow cookie the browser made itself: any bytes, any JSON, fields of any kind. */
function forgedFlow(r: SeededRandom, known: string[]): string {
  // mostly well-formed, so the cookie passes its own checks and what is in it is judged
  const field = () =>
    r.chance(0.75)
      ? r.pick([r.pick(known), r.text(1 + r.int(30))])
      : r.pick<unknown>(['', 5, null, 'x'.repeat(700), ['a']]);
  const flow = {
    state: field(),
    nonce: field(),
    verifier: field(),
    redirectUri: r.pick<unknown>([
      CALLBACK,
      `${provider.issuer}/cb`,
      'not an address',
      'javascript:alert(1)',
      field(),
    ]),
    next: r.pick<unknown>(['/ops', '//evil.example', 'https://evil.example', field()]),
  };
  if (r.chance(0.7)) return Buffer.from(JSON.stringify(flow)).toString('base64url');
  return r.pick([
    () => Buffer.from(JSON.stringify(flow)).toString('base64'),
    () => r.text(r.int(200), 'abcdefghijklmnopqrstuvwxyz0123456789-_=+/%;,"'),
    () => Buffer.from(r.text(r.int(60), '{}[]":,0123456789abc')).toString('base64url'),
    () => 'A'.repeat(4100),
  ])();
}

it(`answers a 4xx and starts no session, whatever the callback is given (seed ${SEED})`, async () => {
  const r = seededRandom(SEED);
  // real values to mix in: a code and state of a sign-in this test's browsers never finish
  const stranger = browser(app);
  const strangerStart = await stranger.get('/ops/login/oidc');
  const strangerBack = await atProvider(String(strangerStart.headers.location), 'rita');
  const realCode = strangerBack.searchParams.get('code')!;
  const known = [
    realCode,
    strangerBack.searchParams.get('state')!,
    provider.issuer,
    'access_denied',
  ];
  const modes = { none: 0, started: 0, forged: 0, realCode: 0 };
  let reachedProvider = 0;

  for (let i = 0; i < CASES; i++) {
    const jar = new CookieJar();
    const ops = browser(app, jar);
    const mode = r.pick(['none', 'started', 'started', 'forged', 'realCode'] as const);
    modes[mode] += 1;
    let query = callbackQuery(r, known);
    if (mode === 'started' || mode === 'realCode') {
      const start = await ops.get('/ops/login/oidc');
      expect(start.statusCode).toBe(303);
      const state = new URL(String(start.headers.location)).searchParams.get('state')!;
      // this browser's own state (and the provider's iss), so the code itself is what is judged
      if (mode === 'realCode' || r.chance(0.5)) {
        query = `state=${state}&iss=${encodeURIComponent(provider.issuer)}&code=${
          mode === 'realCode' ? realCode : queryValue(r, known)
        }`;
        reachedProvider += 1;
      }
    } else if (mode === 'forged') jar.cookies.set(FLOW_COOKIE, forgedFlow(r, known));

    const answer = await ops.get(`/ops/login/oidc/callback?${query}`);
    const about = `case ${i} (${mode}): ${query.slice(0, 300)}`;
    if (answer.statusCode < 400 || answer.statusCode >= 500)
      throw new Error(`${answer.statusCode}: ${about}\n${answer.body.slice(0, 500)}`);
    expect([about, jar.cookies.has('parlor_ops')]).toEqual([about, false]);
    // the sign-in under way, if any, is used up
    expect([about, jar.cookies.has(FLOW_COOKIE)]).toEqual([about, false]);
  }
  expect(Math.min(...Object.values(modes))).toBeGreaterThan(10);
  expect(reachedProvider).toBeGreaterThan(20);
  // nobody signed in, no account was made for anyone
  expect((await store.audit()).filter((line) => line.action === 'login')).toEqual([]);
  expect(await store.operators.get('rita@idp')).toBeNull();
}, 20_000);

it('refuses a flow cookie the browser wrote with a redirect address that is none: 400, not a 500', async () => {
  const jar = new CookieJar();
  const flow = {
    state: 's',
    nonce: 'n',
    verifier: 'v',
    redirectUri: 'not an address',
    next: '/ops',
  };
  jar.cookies.set(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'));
  const answer = await browser(app, jar).get('/ops/login/oidc/callback?code=x&state=s');
  expect(answer.statusCode).toBe(400);
  expect(answer.body).toContain('This sign-in has expired or was started in another window.');
});
