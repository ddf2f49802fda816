import path from 'node:path';
import fs from 'node:fs';
import { loadSettings } from '../settings';
import { count, createTestApp, tempDir } from '../testing/test-app';
import { migrate, openDatabase } from './database';
import { MIGRATIONS } from './migrations';
import { findPlayerByUsername } from './players';
import { DEMO_ACCOUNTS } from './seed';

describe('database', () => {
  it('creates the file and folder, uses WAL and records migrations once', () => {
    const dir = tempDir();
    const file = path.join(dir, 'nested', 'parlor.db');
    const db = openDatabase(file);
    try {
      expect(fs.existsSync(file)).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const versions = db.prepare('SELECT version FROM schema_migrations').all();
      expect(versions).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
      expect(migrate(db)).toEqual([]);
      const tables = (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[]
      ).map((r) => r.name);
      for (const t of [
        'players',
        'sessions',
        'favorites',
        'recent_games',
        'messages',
        'dfs_redemptions',
        'bets',
      ]) {
        expect(tables).toContain(t);
      }
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('applies a new migration version on the next open', () => {
    const dir = tempDir();
    const file = path.join(dir, 'p.db');
    openDatabase(file).close();
    const db = openDatabase(file, [
      ...MIGRATIONS,
      { version: 99, name: 'test', sql: 'CREATE TABLE extra (id INTEGER)' },
    ]);
    try {
      expect(db.prepare('SELECT name FROM schema_migrations WHERE version = 99').get()).toEqual({
        name: 'test',
      });
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('demo accounts', () => {
  it('seeds the demo accounts in every casino with the documented balances, once', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.parlor.db;
      expect(count(t.app, 'players')).toBe(DEMO_ACCOUNTS.length * 3);
      const expected: Record<string, [string, number, string]> = {
        alice: ['Alice', 50_000, 'regular'],
        newbie: ['Nina', 2_000, 'new_player'],
        vip: ['Victor', 250_000, 'vip'],
        broke: ['Bruno', 250, 'regular'],
        sportsfan: ['Sam', 10_000, 'regular'],
      };
      for (const casino of ['fusion', 'classic', 'fun']) {
        for (const [username, [fname, cents, cls]] of Object.entries(expected)) {
          const row = findPlayerByUsername(db, casino, username)!;
          expect(row).toMatchObject({
            fname,
            balance_cents: cents,
            class: cls,
            practicemode: casino === 'fun' ? 1 : 0,
          });
        }
      }
      expect(findPlayerByUsername(db, 'fusion', 'vip')?.class_vip_level).toBe(3);
      expect(findPlayerByUsername(db, 'fusion', 'alice')?.lname).toBe('Archer');
      expect(findPlayerByUsername(db, 'fusion', 'sportsfan')?.id).toBe(5);
      // a restart on the same file seeds nothing again
      const messages = count(t.app, 'messages');
      const { seedDemoAccounts } = await import('./seed');
      expect(await seedDemoAccounts(db, (k) => t.app.parlor.catalogueOf(k))).toBe(0);
      expect(count(t.app, 'messages')).toBe(messages);
    } finally {
      await t.close();
    }
  });

  it('does not seed in production unless PARLOR_SEED_DEMO=1', async () => {
    expect(loadSettings({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadSettings({ NODE_ENV: 'production', PARLOR_SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadSettings({}).seedDemo).toBe(true);
    const prod = await createTestApp({}, { env: { NODE_ENV: 'production' } });
    try {
      expect(count(prod.app, 'players')).toBe(0);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'localhost' },
        payload: { username: 'alice', password: 'demo1234' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await prod.close();
    }
    const seeded = await createTestApp(
      {},
      { env: { NODE_ENV: 'production', PARLOR_SEED_DEMO: '1' } },
    );
    try {
      expect(count(seeded.app, 'players')).toBe(DEMO_ACCOUNTS.length * 3);
    } finally {
      await seeded.close();
    }
  });
});
