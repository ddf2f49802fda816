// The people migration on a database made before it: accounts of one person (their e-mail written
// in other ways) become one person, and their breaks, exclusions and limits the person's.
import path from 'node:path';
import { tempDir } from '../testing/test-app';
import { migrate, openDatabase } from './database';
import { MIGRATIONS } from './migrations';

const before = MIGRATIONS.filter((m) => m.version < 90);

it('merges the accounts of one person and keeps the strictest of their protection', () => {
  const db = openDatabase(path.join(tempDir(), 'old.db'), before);
  try {
    const insert = db.prepare(
      `INSERT INTO players (casino_key, username, password_hash, fname, lname, email)
       VALUES (?, ?, 'x', 'Eve', 'Ex', ?)`,
    );
    const a = Number(insert.run('fusion', 'eve', 'Eve+casino@Example.com').lastInsertRowid);
    const b = Number(insert.run('classic', 'eve', 'eve@example.com.').lastInsertRowid);
    const c = Number(insert.run('fusion', 'eve2', 'e\u200Bve@example.com').lastInsertRowid);
    const other = Number(insert.run('fusion', 'olga', 'olga@example.com').lastInsertRowid);
    db.prepare(
      "INSERT INTO protection_breaks (player_id, period, started_at, until) VALUES (?, '7d', 1, 700)",
    ).run(b);
    db.prepare(
      `INSERT INTO protection_exclusions (email, period, started_at, until) VALUES
       ('eve+casino@example.com', '6m', 1, 9000)`,
    ).run();
    const limit = db.prepare(
      `INSERT INTO protection_limits (player_id, kind, value, updated_at) VALUES (?, 'loss_day', ?, 1)`,
    );
    limit.run(a, 500);
    limit.run(c, 300);

    migrate(db);

    const personOf = (id: number) =>
      (db.prepare('SELECT person_id FROM players WHERE id = ?').get(id) as { person_id: number })
        .person_id;
    const eve = personOf(a);
    expect([personOf(b), personOf(c)]).toEqual([eve, eve]);
    expect(personOf(other)).not.toBe(eve);
    expect(db.prepare('SELECT email FROM persons WHERE id = ?').get(eve)).toEqual({
      email: 'eve@example.com',
    });
    expect(db.prepare('SELECT person_id, until FROM person_breaks').all()).toEqual([
      { person_id: eve, until: 700 },
    ]);
    expect(db.prepare('SELECT person_id, until FROM person_exclusions').all()).toEqual([
      { person_id: eve, until: 9000 },
    ]);
    expect(db.prepare('SELECT person_id, kind, value FROM person_limits').all()).toEqual([
      { person_id: eve, kind: 'loss_day', value: 300 },
    ]);
  } finally {
    db.close();
  }
});
