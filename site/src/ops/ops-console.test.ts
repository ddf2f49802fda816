import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SiteStore } from '../state/site-store';
import { OPS_CSS_PATH } from './ops-styles';
import {
  browser,
  buildConsole,
  fakeOperations,
  openTestStore,
  OPS_HOST,
  RELEASES,
  squash,
  switchableStore,
} from './testing/ops-test-kit';

const SET = '/ops/casinos/fusion/remotes/mf_lobby/set';
const ROLLBACK = '/ops/casinos/fusion/remotes/mf_lobby/rollback';

let store: SiteStore;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function consoleWith(overrides: Parameters<typeof buildConsole>[0]) {
  const app = await buildConsole(overrides);
  apps.push(app);
  return app;
}

async function setup(extra: Partial<Parameters<typeof buildConsole>[0]> = {}) {
  const ops = fakeOperations();
  const app = await consoleWith({ store, operationsFor: ops.operationsFor, ...extra });
  return { app, ops };
}

describe('the host', () => {
  it('answers /ops only on the operations host: elsewhere a plain 404', async () => {
    const { app } = await setup();
    for (const url of ['/ops', '/ops/login', '/ops/casinos/fusion', OPS_CSS_PATH]) {
      const response = await app.inject({ url, headers: { host: 'localhost:8080' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('Not Found');
    }
    const post = await app.inject({
      method: 'POST',
      url: '/ops/login',
      headers: { host: 'classic.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=ops-admin&password=parlor-ops-demo',
    });
    expect(post.statusCode).toBe(404);
    expect(post.headers['set-cookie']).toBeUndefined();
  });

  it('serves its stylesheet and pages with a strict policy and no script', async () => {
    const { app } = await setup();
    const css = await app.inject({ url: OPS_CSS_PATH, headers: { host: OPS_HOST } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('prefers-color-scheme:dark');
    const login = await app.inject({ url: '/ops/login', headers: { host: OPS_HOST } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-security-policy']).toContain("default-src 'none'");
    expect(login.headers['content-security-policy']).toContain("style-src 'self'");
    expect(login.headers['referrer-policy']).toBe('same-origin');
    expect(login.body).not.toMatch(/<script|style=/i);
    expect(login.body).toContain(`href="${OPS_CSS_PATH}"`);
  });
});

describe('logging in and out', () => {
  it('sends a visitor without a session to the log-in page, and back after it', async () => {
    const { app } = await setup();
    const b = browser(app);
    const home = await b.get('/ops/casinos/fusion');
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/ops/login?next=%2Fops%2Fcasinos%2Ffusion');
    const page = await b.get(String(home.headers.location));
    expect(page.body).toContain('<label for="login-username">User name</label>');
    expect(page.body).toContain('<label for="login-password">Password</label>');
    expect(page.body).toContain('<a class="skip" href="#main">Skip to content</a>');
    expect(page.body).toContain('name="next" value="/ops/casinos/fusion"');
    const login = await b.post('/ops/login', {
      username: 'ops-viewer',
      password: 'parlor-ops-demo',
      next: '/ops/casinos/fusion',
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/ops/casinos/fusion');
  });

  it('keeps only the hash of a random session token, in a strict cookie of eight hours', async () => {
    const { app } = await setup({ secureCookies: true });
    const b = browser(app);
    const login = await b.login('ops-admin');
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/^parlor_ops=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/ops');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain(`Max-Age=${8 * 3600}`);
    const token = b.jar.cookies.get('parlor_ops')!;
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await store.sessions.get(hash, Date.now())).toMatchObject({ operator: 'ops-admin' });
    expect(await store.sessions.get(token, Date.now())).toBeNull();
  });

  it('sets no Secure attribute when the console is served over plain http', async () => {
    const { app } = await setup({ secureCookies: false });
    const login = await browser(app).login('ops-viewer');
    expect(String(login.headers['set-cookie'])).not.toContain('Secure');
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { app } = await setup();
    const wrong = await browser(app).login('ops-admin', 'not-the-password');
    const unknown = await browser(app).login('nobody-here', 'parlor-ops-demo');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('role="alert"');
      expect(response.body).toContain('Wrong user name or password.');
    }
  });

  it('refuses a user name with too many failures for a while (429), even with its password', async () => {
    let now = new Date('2030-01-02T00:00:00.000Z');
    const { app } = await setup({ now: () => now });
    const b = browser(app);
    for (let i = 0; i < 10; i++)
      expect((await b.login('ops-release', 'guess-' + i)).statusCode).toBe(401);
    const blocked = await b.login('ops-release');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect(blocked.body).toContain('Too many failed log-ins. Try again in 15 min.');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect((await b.login('ops-release')).statusCode).toBe(303);
  });

  it('refuses a client address with too many failures, whatever the user name', async () => {
    const { app } = await setup({ loginFailures: { max: 3, windowMs: 60_000 } });
    for (const name of ['a1', 'a2', 'a3'])
      expect((await browser(app).login(name, 'x')).statusCode).toBe(401);
    expect((await browser(app).login('ops-viewer')).statusCode).toBe(429);
  });

  it('logs out: the session ends in the store and its cookie is cleared', async () => {
    const { app } = await setup();
    const b = browser(app);
    await b.login('ops-viewer');
    const token = b.jar.cookies.get('parlor_ops')!;
    const csrf = await b.csrf();
    const out = await b.post('/ops/logout', { csrf });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/ops/login?out=1');
    expect(String(out.headers['set-cookie'])).toMatch(/parlor_ops=; Max-Age=0/);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await store.sessions.get(hash, Date.now())).toBeNull();
    const again = await app.inject({
      url: '/ops',
      headers: { host: OPS_HOST, cookie: `parlor_ops=${token}` },
    });
    expect(again.statusCode).toBe(303);
  });
});

describe('the audit log', () => {
  it('lists a casino’s changes newest first, with the operators’ names', async () => {
    const { app } = await setup();
    const entry = (at: string, by: string, to: string) => ({
      at,
      action: 'set' as const,
      casino: 'classic',
      remote: 'mf_game',
      from: null,
      to,
      by,
    });
    await store.appendAudit(entry('2030-02-01T10:00:00.000Z', 'older-op', RELEASES[1]!));
    await store.appendAudit(entry('2030-02-01T11:00:00.000Z', 'newer-op', RELEASES[0]!));
    const b = browser(app);
    await b.login('ops-viewer');
    const page = squash((await b.get('/ops/audit?casino=classic')).body);
    expect(page).toContain('<caption>Changes of classic, newest first</caption>');
    expect(page.indexOf('newer-op')).toBeGreaterThan(0);
    expect(page.indexOf('newer-op')).toBeLessThan(page.indexOf('older-op'));
    expect(page).toContain(`switched mf_game from default build to ${RELEASES[0]}`);
    expect((await b.get('/ops/audit?casino=nowhere')).statusCode).toBe(400);
  });
});

describe('a session', () => {
  it('ends after eight hours', async () => {
    let now = new Date('2030-03-01T08:00:00.000Z');
    const { app } = await setup({ now: () => now });
    const b = browser(app);
    await b.login('ops-viewer');
    now = new Date(now.getTime() + 8 * 3600_000 - 1000);
    expect((await b.get('/ops')).statusCode).toBe(200);
    now = new Date(now.getTime() + 2000);
    expect((await b.get('/ops')).statusCode).toBe(303);
  });
});

describe('roles', () => {
  it('lets a viewer see everything, and refuses every change with 403', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-viewer');
    const home = await b.get('/ops');
    expect(home.statusCode).toBe(200);
    expect(squash(home.body)).toContain('<caption>What each casino&#39;s remotes load</caption>');
    expect(squash(home.body)).toContain(
      '<th scope="row"><a href="/ops/casinos/fusion">fusion</a></th>',
    );
    const casino = await b.get('/ops/casinos/fusion');
    expect(casino.statusCode).toBe(200);
    expect(casino.body).toContain('Health of mf_lobby, last hour');
    expect(casino.body).not.toContain('/remotes/mf_lobby/set');
    const csrf = await b.csrf();
    for (const action of ['set', 'canary', 'promote', 'abort', 'rollback', 'preview']) {
      const response = await b.post(`/ops/casinos/fusion/remotes/mf_lobby/${action}`, {
        csrf,
        expectedGeneration: '3',
        target: 'default',
        release: RELEASES[0]!,
        percent: '10',
        hours: '4',
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Your role (viewer) cannot do this.');
    }
    expect((await b.get('/ops/operators')).statusCode).toBe(403);
    expect(
      (
        await b.post('/ops/operators', {
          csrf,
          name: 'eve',
          role: 'admin',
          password: 'x'.repeat(12),
        })
      ).statusCode,
    ).toBe(403);
    expect(ops.calls).toEqual([]);
    expect(await store.operators.get('eve')).toBeNull();
  });
});

describe('changes', () => {
  it('switches a remote as the operator, on the generation the page was drawn from, then says so once', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-release');
    const page = await b.get('/ops/casinos/fusion');
    expect(page.body).toContain(`action="${SET}"`);
    expect(page.body).toContain('name="expectedGeneration" value="3"');
    expect(page.body).toContain('Switch<span class="visually-hidden"> mf_lobby</span>');
    const csrf = await b.csrf('/ops/casinos/fusion');
    const response = await b.post(SET, {
      csrf,
      expectedGeneration: '3',
      target: RELEASES[0]!,
      url: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ops/casinos/fusion#remote-mf_lobby');
    expect(ops.calls).toEqual([
      {
        operator: 'ops-release',
        method: 'setRemote',
        request: {
          casino: 'fusion',
          remote: 'mf_lobby',
          expectedGeneration: 3,
          target: RELEASES[0],
        },
      },
    ]);
    const after = await b.get('/ops/casinos/fusion');
    expect(squash(after.body)).toMatch(
      /role="status"><p><strong>mf_lobby of fusion switched.<\/strong>/,
    );
    expect(after.body).toContain('setRemote done');
    expect((await b.get('/ops/casinos/fusion')).body).not.toContain('role="status"');
  });

  it('switches to a typed address rather than the selected release', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    await b.post(SET, {
      csrf,
      expectedGeneration: '3',
      target: RELEASES[0]!,
      url: ' https://cdn.example/mf-lobby/remoteEntry.js ',
    });
    expect(ops.calls[0]?.request).toMatchObject({
      target: 'https://cdn.example/mf-lobby/remoteEntry.js',
    });
  });

  it('rolls back, starts a canary and hands out a preview link to copy', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    expect((await b.post(ROLLBACK, { csrf, expectedGeneration: '3' })).statusCode).toBe(303);
    await b.post('/ops/casinos/fusion/remotes/mf_game/canary', {
      csrf,
      expectedGeneration: '3',
      release: RELEASES[0]!,
      percent: '25',
    });
    ops.state.respond = (method) => ({
      ok: true,
      message: `${method} done`,
      generation: 4,
      link: 'http://localhost:8080/?parlor_preview=abc.def',
    });
    await b.post('/ops/casinos/classic/remotes/mf_lobby/preview', {
      csrf,
      release: RELEASES[1]!,
      hours: '2',
    });
    expect(ops.calls.map((c) => [c.operator, c.method, c.request])).toEqual([
      [
        'ops-release',
        'rollbackRemote',
        { casino: 'fusion', remote: 'mf_lobby', expectedGeneration: 3 },
      ],
      [
        'ops-release',
        'startCanary',
        {
          casino: 'fusion',
          remote: 'mf_game',
          expectedGeneration: 3,
          release: RELEASES[0],
          percent: '25',
        },
      ],
      [
        'ops-release',
        'createPreview',
        { casino: 'classic', remote: 'mf_lobby', release: RELEASES[1], hours: 2 },
      ],
    ]);
    const page = await b.get('/ops/casinos/classic');
    expect(page.body).toContain('Preview link of mf_lobby for classic created.');
    expect(page.body).toContain('value="http://localhost:8080/?parlor_preview=abc.def"');
  });

  it('shows a conflict with what changed since, and the casino as it is now (409)', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    ops.state.generation = 5;
    ops.state.respond = () => ({
      ok: false,
      kind: 'conflict',
      message:
        'Not done: fusion was changed by someone else since you looked; nothing was changed.',
      problems: ['2030-01-02T05:00:00.000Z ana: set mf_lobby from default to 0.1.1-aaaaaaaaaa'],
      since: [
        {
          at: '2030-01-02T05:00:00.000Z',
          action: 'set',
          casino: 'fusion',
          remote: 'mf_lobby',
          from: null,
          to: RELEASES[0]!,
          by: 'ana',
        },
      ],
    });
    const response = await b.post(ROLLBACK, { csrf, expectedGeneration: '3' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('someone else changed this casino');
    expect(squash(response.body)).toContain(
      `<strong>ana</strong>: switched mf_lobby from default build to ${RELEASES[0]}`,
    );
    expect(response.body).toContain('name="expectedGeneration" value="5"');
  });

  it('answers a refusal with its status and reasons: invalid 400, refused 409, unavailable 503', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    const cases = [
      ['invalid', 400],
      ['refused', 409],
      ['unavailable', 503],
    ] as const;
    for (const [kind, status] of cases) {
      ops.state.respond = () => ({
        ok: false,
        kind,
        message: `Refused: fusion stays on mf_lobby default.`,
        problems: ['mf_lobby needs @parlor/shared ^0.2.0'],
      });
      const response = await b.post(SET, { csrf, expectedGeneration: '3', target: 'default' });
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain('role="alert"');
      if (kind === 'unavailable') {
        expect(response.body).toContain(
          'The site&#39;s database is not answering: nothing was changed. Try again in a moment.',
        );
      } else {
        expect(response.body).toContain('<li>mf_lobby needs @parlor/shared ^0.2.0</li>');
      }
    }
  });

  it('refuses a form without its generation, or a preview of more than 72 hours, before asking (400)', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    const noGeneration = await b.post(SET, { csrf, target: 'default' });
    expect(noGeneration.statusCode).toBe(400);
    expect(noGeneration.body).toContain('The form is out of date');
    const longPreview = await b.post('/ops/casinos/fusion/remotes/mf_lobby/preview', {
      csrf,
      release: RELEASES[0]!,
      hours: '100',
    });
    expect(longPreview.statusCode).toBe(400);
    expect(ops.calls).toEqual([]);
  });

  it('answers 404 for a casino, remote or action it does not know', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    expect((await b.get('/ops/casinos/nowhere')).statusCode).toBe(404);
    expect(
      (
        await b.post('/ops/casinos/nowhere/remotes/mf_lobby/set', {
          csrf,
          expectedGeneration: '1',
          target: 'default',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await b.post('/ops/casinos/fusion/remotes/mf_nope/set', {
          csrf,
          expectedGeneration: '1',
          target: 'default',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await b.post('/ops/casinos/fusion/remotes/mf_lobby/explode', { csrf })).statusCode,
    ).toBe(404);
    expect((await b.get('/ops/nothing/here')).statusCode).toBe(404);
    expect(ops.calls).toEqual([]);
  });

  it('limits each operator’s changes a minute (429)', async () => {
    const { app } = await setup({ actionsPerMinute: 2 });
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await b.post(ROLLBACK, { csrf, expectedGeneration: '3' })).statusCode);
    expect(statuses).toEqual([303, 303, 429]);
  });
});

describe('cross-site requests', () => {
  it('refuses a foreign Origin, a cross-site fetch, and a missing or wrong CSRF token (403)', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    const form = { csrf, expectedGeneration: '3' };
    const foreign = await b.post(ROLLBACK, form, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('did not come from the console');
    const crossSite = await b.post(ROLLBACK, form, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const missing = await b.post(ROLLBACK, { expectedGeneration: '3' });
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toContain('The form has expired');
    const wrong = await b.post(ROLLBACK, {
      ...form,
      csrf: csrf.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(wrong.statusCode).toBe(403);
    const loginFromElsewhere = await browser(app).post(
      '/ops/login',
      { username: 'ops-admin', password: 'parlor-ops-demo' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(loginFromElsewhere.statusCode).toBe(403);
    expect(ops.calls).toEqual([]);
  });
});

describe('operators', () => {
  it('lets an admin add one, change a role and remove one, but not remove or demote themself', async () => {
    const { app } = await setup();
    const b = browser(app);
    await b.login('ops-admin');
    const page = await b.get('/ops/operators');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Remove<span class="visually-hidden"> ops-viewer</span>');
    expect(page.body).not.toContain('Remove<span class="visually-hidden"> ops-admin</span>');
    const csrf = await b.csrf('/ops/operators');

    const added = await b.post('/ops/operators', {
      csrf,
      name: 'lena',
      role: 'release_manager',
      password: 'a long enough one',
    });
    expect(added.statusCode).toBe(303);
    expect((await b.get('/ops/operators')).body).toContain('lena added as release manager.');
    expect(await store.operators.get('lena')).toMatchObject({ role: 'release_manager' });
    expect((await browser(app).login('lena', 'a long enough one')).statusCode).toBe(303);

    const short = await b.post('/ops/operators', {
      csrf,
      name: 'max',
      role: 'viewer',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('The password needs at least 12 characters.');
    const taken = await b.post('/ops/operators', {
      csrf,
      name: 'lena',
      role: 'viewer',
      password: 'another long one',
    });
    expect(taken.statusCode).toBe(409);

    expect((await b.post('/ops/operators/lena/role', { csrf, role: 'viewer' })).statusCode).toBe(
      303,
    );
    expect(await store.operators.get('lena')).toMatchObject({ role: 'viewer' });
    expect((await b.post('/ops/operators/lena/remove', { csrf })).statusCode).toBe(303);
    expect(await store.operators.get('lena')).toBeNull();

    const removeSelf = await b.post('/ops/operators/ops-admin/remove', { csrf });
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.body).toContain('You cannot remove yourself');
    const demoteSelf = await b.post('/ops/operators/ops-admin/role', { csrf, role: 'viewer' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(await store.operators.get('ops-admin')).toMatchObject({ role: 'admin' });
  });

  it('ends the sessions of an operator demoted or removed: their next change is refused', async () => {
    const { app } = await setup();
    const admin = browser(app);
    await admin.login('ops-admin');
    const adminCsrf = await admin.csrf('/ops/operators');
    await admin.post('/ops/operators', {
      csrf: adminCsrf,
      name: 'kim',
      role: 'release_manager',
      password: 'kims password!',
    });
    const kim = browser(app);
    await kim.login('kim', 'kims password!');
    const kimCsrf = await kim.csrf();
    await admin.post('/ops/operators/kim/role', { csrf: adminCsrf, role: 'viewer' });
    const after = await kim.post(ROLLBACK, { csrf: kimCsrf, expectedGeneration: '3' });
    expect(after.statusCode).toBe(403);
    expect(after.body).toContain('Your session has ended');
    await admin.post('/ops/operators/kim/remove', { csrf: adminCsrf });
  });
});

describe('a database that does not answer', () => {
  it('answers 503 with the message, never a 500, and changes nothing', async () => {
    const switchable = switchableStore(store);
    const { app, ops } = await setup({ store: switchable.store });
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    switchable.setDown(true);
    try {
      for (const response of [
        await b.get('/ops'),
        await b.post(ROLLBACK, { csrf, expectedGeneration: '3' }),
        await browser(app).login('ops-admin'),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.body).toContain(
          'The site&#39;s database is not answering: nothing was changed. Try again in a moment.',
        );
        expect(response.body).not.toContain('ECONNREFUSED');
      }
    } finally {
      switchable.setDown(false);
    }
    expect(ops.calls).toEqual([]);
  });

  it('answers 503 when the operations cannot read the casino', async () => {
    const { app, ops } = await setup();
    const b = browser(app);
    await b.login('ops-viewer');
    ops.state.overviewFails = true;
    const response = await b.get('/ops/casinos/fusion');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('database is not answering');
  });
});

describe('what operators type', () => {
  it('is escaped wherever it is shown: releases, addresses, problem lines', async () => {
    const { app, ops } = await setup();
    const evilRelease = '<script>alert(1)</script>';
    const evilUrl = 'https://x.example/"><img src=x onerror=alert(2)>';
    const base = ops.state.overview;
    ops.state.overview = (casino, generation) => {
      const overview = base(casino, generation);
      overview.remotes[0] = {
        ...overview.remotes[0]!,
        target: evilUrl,
        releases: [evilRelease],
        setBy: '<b>mallory</b>',
      };
      return overview;
    };
    ops.state.respond = () => ({
      ok: false,
      kind: 'refused',
      message: `Refused: ${evilUrl}`,
      problems: [`${evilRelease} does not answer`],
    });
    const b = browser(app);
    await b.login('ops-release');
    const csrf = await b.csrf();
    const page = await b.get('/ops/casinos/fusion');
    const refused = await b.post(SET, {
      csrf,
      expectedGeneration: '3',
      target: 'default',
      url: evilUrl,
    });
    for (const body of [page.body, refused.body, (await b.get('/ops')).body]) {
      expect(body).not.toContain('<script>alert');
      expect(body).not.toContain('"><img');
      expect(body).not.toContain('<b>mallory');
    }
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(refused.body).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
  });
});

describe('theme and language', () => {
  it('switches the theme and the language with plain forms, kept in cookies', async () => {
    const { app } = await setup();
    const b = browser(app);
    const dark = await b.post('/ops/preferences', { theme: 'dark', back: '/ops/login' });
    expect(dark.statusCode).toBe(303);
    expect(dark.headers.location).toBe('/ops/login');
    expect(String(dark.headers['set-cookie'])).toMatch(/^parlor_ops_theme=dark;.*Path=\/ops/);
    const de = await b.post('/ops/preferences', { lang: 'de', back: 'https://evil.example/' });
    expect(de.headers.location).toBe('/ops');
    const page = await b.get('/ops/login');
    expect(squash(page.body)).toContain('<html lang="de" data-theme="dark">');
    expect(page.body).toContain('<title>Anmelden – Parlor-Betrieb</title>');
    expect(squash(page.body)).toContain('aria-pressed="true">Dunkel</button>');
  });

  it('speaks the browser’s language without a choice', async () => {
    const { app } = await setup();
    const page = await app.inject({
      url: '/ops/login',
      headers: { host: OPS_HOST, 'accept-language': 'it;q=1, fr-CH;q=0.9, en;q=0.5' },
    });
    expect(squash(page.body)).toContain('<html lang="fr">');
    expect(page.body).toContain('Nom d&#39;utilisateur');
  });
});
