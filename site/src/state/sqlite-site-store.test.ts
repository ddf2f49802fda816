import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/temp-dir';
import { openSiteStore } from './open-site-store';
import { itBehavesAsSiteStore } from './site-store.contract';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A file of its own in a new folder (two stores of one test open the same file). */
async function newDatabase() {
  const dir = tempDir('parlor-state-');
  dirs.push(dir);
  return { sqliteFile: path.join(dir, 'nested', 'site.db') };
}

describe('on SQLite', () => {
  itBehavesAsSiteStore({ newDatabase });
});

it('opens the file for several processes: WAL, and waits for another’s write lock', async () => {
  const { sqlite, store } = await openSiteStore(await newDatabase());
  expect(sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(sqlite!.pragma('busy_timeout', { simple: true })).toBe(5000);
  await store.close();
  expect(sqlite!.open).toBe(false);
});

it('works in memory', async () => {
  const { store } = await openSiteStore({ sqliteFile: ':memory:' });
  expect(
    await store.commit({ casino: 'acme', expectedGeneration: 0, changes: [], audit: [] }),
  ).toEqual({ ok: true, generation: 1 });
  await store.close();
});
