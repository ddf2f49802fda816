import {
  auditEntryOf,
  auditQuerySql,
  auditValues,
  POSTGRES_PLACEHOLDER,
  snapshotOf,
  SQLITE_PLACEHOLDER,
} from './state-rows';

it('asks the audit log with its filters as parameters, in either dialect', () => {
  expect(auditQuerySql({}, SQLITE_PLACEHOLDER)).toEqual({
    text: expect.stringMatching(/FROM audit ORDER BY id DESC$/),
    values: [],
  });
  const query = { casino: "a'; DROP TABLE audit; --", remote: 'mf_game', limit: 5 };
  const sqlite = auditQuerySql(query, SQLITE_PLACEHOLDER);
  expect(sqlite.text).toMatch(/WHERE casino = \? AND remote = \? ORDER BY id DESC LIMIT \?$/);
  expect(sqlite.values).toEqual([query.casino, 'mf_game', 5]);
  expect(auditQuerySql({ remote: 'r', limit: 1 }, POSTGRES_PLACEHOLDER).text).toMatch(
    /WHERE remote = \$1 ORDER BY id DESC LIMIT \$2$/,
  );
  for (const limit of [-1, 1.5, Number.NaN])
    expect(() => auditQuerySql({ limit }, SQLITE_PLACEHOLDER)).toThrow(RangeError);
});

it('stamps an audit line with the generation given, and reads back only the fields it has', () => {
  const entry = {
    at: 'T',
    action: 'set' as const,
    casino: 'c',
    remote: 'r',
    from: null,
    to: 'x',
    by: 'ana',
    generation: 99,
  };
  const values = auditValues(entry, 4);
  expect(values).toEqual(['c', 'r', 'set', null, 'x', 'ana', 'T', 4, null, null, null, null, null]);
  const [casino, remote, action, from, to, by, at, generation, percent, reason, until] = values;
  const row = {
    ...{ casino, remote, action, from, to, by, at, generation, percent, reason, until },
    ...{ subject: null, address: null },
  };
  expect(auditEntryOf(row as Parameters<typeof auditEntryOf>[0])).toEqual({
    ...entry,
    generation: 4,
  });
});

it('leaves out of a snapshot a casino whose row only exists to be locked (generation 0)', () => {
  expect(
    snapshotOf(
      [
        { key: 'a', generation: 0 },
        { key: 'b', generation: 2 },
      ],
      [{ casino: 'b', remote: 'r', target: 't' }],
      [],
    ),
  ).toEqual({ casinos: { b: { generation: 2, remotes: { r: 't' }, canaries: {} } } });
});
