import { openSiteStore } from '../state/open-site-store';
import type { SiteStore } from '../state/site-store';
import { runOpsCommand, type OpsCommandContext } from './ops-command';
import { seedDemoOperators } from './ops-demo';
import { verifyPassword } from './ops-password';
import { tokenHash } from './ops-session';

let store: SiteStore;
beforeEach(async () => {
  store = (await openSiteStore({ sqliteFile: ':memory:' })).store;
});
afterEach(async () => {
  await store.close();
});

function run(argv: string[], password = 'a long password') {
  const out: string[] = [];
  const err: string[] = [];
  const ctx: OpsCommandContext = {
    store,
    readPassword: async () => password,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: () => new Date('2030-01-02T03:04:05.000Z'),
  };
  return runOpsCommand(argv, ctx).then((code) => ({ code, out, err }));
}

describe('npm run ops', () => {
  it('adds an operator with a role and a hashed password, and lists them', async () => {
    expect((await run(['add', 'maria', 'admin'])).code).toBe(0);
    const maria = await store.operators.get('maria');
    expect(maria).toMatchObject({ role: 'admin', createdAt: '2030-01-02T03:04:05.000Z' });
    expect(maria!.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('a long password', maria!.passwordHash)).toBe(true);
    const list = await run(['list']);
    expect(list.code).toBe(0);
    expect(list.out.join('\n')).toMatch(/maria\s+admin\s+2030-01-02T03:04:05.000Z/);
  });

  it('refuses a short password, a bad role or name, and a name taken (status 1)', async () => {
    const short = await run(['add', 'maria', 'admin'], 'short');
    expect(short.code).toBe(1);
    expect(short.err.join('\n')).toContain('at least 12 characters');
    expect((await run(['add', 'maria', 'boss'])).code).toBe(1);
    expect((await run(['add', '-x', 'viewer'])).code).toBe(1);
    expect(await store.operators.list()).toEqual([]);
    await run(['add', 'maria', 'viewer']);
    const taken = await run(['add', 'maria', 'admin']);
    expect(taken.code).toBe(1);
    expect(taken.err.join('\n')).toContain('exists already');
  });

  it('changes a role, and a demotion ends the operator’s sessions', async () => {
    await run(['add', 'maria', 'admin']);
    await store.sessions.create({
      idHash: tokenHash('t'),
      operator: 'maria',
      csrf: 'c',
      expiresAt: Date.now() + 60_000,
    });
    expect((await run(['role', 'maria', 'viewer'])).code).toBe(0);
    expect(await store.operators.get('maria')).toMatchObject({ role: 'viewer' });
    expect(await store.sessions.get(tokenHash('t'), Date.now())).toBeNull();
    expect((await run(['role', 'nobody', 'viewer'])).code).toBe(1);
  });

  it('sets a new password and removes an operator', async () => {
    await run(['add', 'maria', 'release_manager']);
    expect((await run(['password', 'maria'], 'another long one')).code).toBe(0);
    expect(
      await verifyPassword('another long one', (await store.operators.get('maria'))!.passwordHash),
    ).toBe(true);
    expect((await run(['remove', 'maria'])).code).toBe(0);
    expect(await store.operators.get('maria')).toBeNull();
    expect((await run(['remove', 'maria'])).code).toBe(1);
  });

  it('gives no password to a company account: it signs in at its provider only', async () => {
    await store.operators.add({
      name: 'alice@idp',
      role: 'admin',
      passwordHash: '!',
      createdAt: new Date().toISOString(),
    });
    const result = await run(['password', 'alice@idp'], 'a password of my own');
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toContain('signs in at its provider');
    expect((await store.operators.get('alice@idp'))!.passwordHash).toBe('!');
  });

  it('answers a wrong command line with the usage (status 2)', async () => {
    for (const argv of [[], ['promote'], ['add', 'maria'], ['list', 'extra']]) {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.err.join('\n')).toContain('usage: npm run ops');
    }
  });

  it('says the database is not answering when the store fails (status 1)', async () => {
    await store.close();
    const result = await run(['list']);
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toContain("The site's database is not answering");
    store = (await openSiteStore({ sqliteFile: ':memory:' })).store;
  });
});

describe('the demo operators', () => {
  it('are one of each role, added once', async () => {
    expect(await seedDemoOperators(store)).toEqual(['ops-viewer', 'ops-release', 'ops-admin']);
    expect(await seedDemoOperators(store)).toEqual([]);
    const operators = await store.operators.list();
    expect(operators.map((o) => [o.name, o.role]).sort()).toEqual([
      ['ops-admin', 'admin'],
      ['ops-release', 'release_manager'],
      ['ops-viewer', 'viewer'],
    ]);
    expect(await verifyPassword('parlor-ops-demo', operators[0]!.passwordHash)).toBe(true);
  });
});
