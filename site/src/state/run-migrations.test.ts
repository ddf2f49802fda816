import Database from 'better-sqlite3';
import type { Migration } from './migration';
import { orderedMigrations, runMigrations } from './run-migrations';

const step = (id: string, sql: string): Migration => ({ id, sqlite: sql, postgres: sql });
const tables = (db: Database.Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);

let db: Database.Database;
beforeEach(() => {
  db = new Database(':memory:');
});
afterEach(() => db.close());

it('orders the steps by id and refuses two with one id', () => {
  const [a, b] = [step('001-a', ''), step('002-b', '')];
  expect(orderedMigrations([b, a])).toEqual([a, b]);
  expect(() => orderedMigrations([a, b, step('001-a', 'x')])).toThrow(
    'two migrations have the id 001-a',
  );
  expect(() => orderedMigrations([step(' ', '')])).toThrow('empty id');
});

it('applies each step once, in id order, whoever brings it', async () => {
  // the second step needs the first's table: given out of order, still run after it
  const first = step('001-first', 'CREATE TABLE one (x INTEGER)');
  const second = step('002-second', 'CREATE INDEX one_x ON one (x)');
  expect(await runMigrations(db, [second, first])).toEqual(['001-first', '002-second']);
  expect(await runMigrations(db, [first, second])).toEqual([]);
  const third = step('003-third', 'CREATE TABLE three (x INTEGER)');
  expect(await runMigrations(db, [first, second, third])).toEqual(['003-third']);
  expect(tables(db)).toEqual(['one', 'schema_migrations', 'three']);
});

it('keeps nothing of a step that fails, and the steps before it', async () => {
  const good = step('001-good', 'CREATE TABLE good (x INTEGER)');
  const bad = step('002-bad', 'CREATE TABLE half (x INTEGER); SELECT nope');
  // (matched by message: SQLite's error class may come from another test file's realm)
  await expect(runMigrations(db, [good, bad])).rejects.toMatchObject({
    message: 'no such column: nope',
  });
  expect(tables(db)).toEqual(['good', 'schema_migrations']);
  expect(db.prepare('SELECT id FROM schema_migrations').all()).toEqual([{ id: '001-good' }]);
});
