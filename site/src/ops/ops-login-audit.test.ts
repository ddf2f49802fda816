// Logging in as an attacker and an auditor see it: guesses sent all at once try at most the limit,
// and every log-in, good or bad, and every change of an operator is a line of the audit log.
import type { FastifyInstance } from 'fastify';
import type { SiteStore } from '../state/site-store';
import { verifyPassword } from './ops-password';
import {
  browser,
  buildConsole,
  fakeOperations,
  openTestStore,
  squash,
} from './testing/ops-test-kit';

// every password the console checks, counted
jest.mock('./ops-password', () => {
  const actual = jest.requireActual<typeof import('./ops-password')>('./ops-password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const tried = jest.mocked(verifyPassword);

let stores: SiteStore[] = [];
let apps: FastifyInstance[] = [];
afterEach(async () => {
  tried.mockClear();
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(stores.map((store) => store.close()));
  apps = [];
  stores = [];
});

/** The console on a store of its own (the attempts it counts are the test's alone). */
async function setup(extra: Partial<Parameters<typeof buildConsole>[0]> = {}) {
  const store = await openTestStore();
  const app = await buildConsole({
    store,
    operationsFor: fakeOperations().operationsFor,
    ...extra,
  });
  stores.push(store);
  apps.push(app);
  return { app, store };
}

describe('guessing passwords', () => {
  it('tries at most the limit of 40 wrong passwords sent at once: the rest are refused (429)', async () => {
    const { app } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => browser(app).login('ops-admin', `guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(tried.mock.calls.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 401)).toHaveLength(tried.mock.calls.length);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - tried.mock.calls.length);
    // the right password now is refused too, without being tried
    const calls = tried.mock.calls.length;
    expect((await browser(app).login('ops-admin')).statusCode).toBe(429);
    expect(tried.mock.calls.length).toBe(calls);
  });

  it('counts a log-in whose password matched as no failure', async () => {
    const { app } = await setup({ loginFailures: { max: 2, windowMs: 60_000 } });
    for (let i = 0; i < 5; i++)
      expect((await browser(app).login('ops-viewer')).statusCode).toBe(303);
    expect((await browser(app).login('ops-viewer', 'wrong')).statusCode).toBe(401);
    expect((await browser(app).login('ops-viewer')).statusCode).toBe(303);
  });
});

describe('the audit log of the console', () => {
  it('has a line for every log-in, good or bad, with the address it came from', async () => {
    const { app, store } = await setup();
    await browser(app).login('ops-viewer', 'not the password');
    await browser(app).login('nobody-at-all', 'whatever it is');
    const b = browser(app);
    await b.login('ops-viewer');
    const lines = (await store.audit()).map(({ action, by, to, address, casino }) => ({
      action,
      by,
      to,
      address,
      casino,
    }));
    expect(lines).toEqual([
      {
        action: 'login_failed',
        by: 'ops-viewer',
        to: 'password',
        address: '127.0.0.1',
        casino: '',
      },
      {
        action: 'login_failed',
        by: 'nobody-at-all',
        to: 'password',
        address: '127.0.0.1',
        casino: '',
      },
      { action: 'login', by: 'ops-viewer', to: 'password', address: '127.0.0.1', casino: '' },
    ]);
    const page = squash((await b.get('/ops/audit')).body);
    expect(page).toContain(
      '<td>ops-viewer</td><td>Console</td><td>logged in (password) from 127.0.0.1</td>',
    );
    expect(page).toContain(
      '<td>nobody-at-all</td><td>Console</td><td>failed to log in (password) from 127.0.0.1</td>',
    );
  });

  it('has a line for every operator added, given a role or removed, naming the admin', async () => {
    const { app, store } = await setup();
    const b = browser(app);
    await b.login('ops-admin');
    const csrf = await b.csrf('/ops/operators');
    await b.post('/ops/operators', {
      csrf,
      name: 'lena',
      role: 'release_manager',
      password: 'a long enough one',
    });
    await b.post('/ops/operators/lena/role', { csrf, role: 'viewer' });
    await b.post('/ops/operators/lena/remove', { csrf });
    const changes = (await store.audit())
      .filter((entry) => entry.action.startsWith('operator_'))
      .map(({ action, by, subject, from, to }) => ({ action, by, subject, from, to }));
    expect(changes).toEqual([
      {
        action: 'operator_add',
        by: 'ops-admin',
        subject: 'lena',
        from: null,
        to: 'release_manager',
      },
      {
        action: 'operator_role',
        by: 'ops-admin',
        subject: 'lena',
        from: 'release_manager',
        to: 'viewer',
      },
      { action: 'operator_remove', by: 'ops-admin', subject: 'lena', from: 'viewer', to: null },
    ]);
    const page = squash((await b.get('/ops/audit')).body);
    expect(page).toContain('added the operator lena as release manager');
    expect(page).toContain('changed the role of lena from release manager to viewer');
    expect(page).toContain('removed the operator lena (viewer)');
  });
});
