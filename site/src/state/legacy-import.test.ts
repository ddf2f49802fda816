import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from '../releases/remotes-manifest';
import { tempDir } from '../testing/temp-dir';
import { legacyAuditEntry, readLegacyState } from './legacy-import';

let dir: string;
beforeEach(() => {
  dir = tempDir('parlor-legacy-');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = () => ({
  manifestFile: path.join(dir, 'remotes.json'),
  canaryFile: path.join(dir, 'remotes.canary.json'),
  auditFile: path.join(dir, 'remotes.audit.log'),
});
const line = (value: object) => value as unknown as AuditEntry;

it('reads nothing from files that are not there', () => {
  expect(readLegacyState(files())).toEqual({ casinos: [], remotes: [], canaries: [], audit: [] });
});

it('takes each casino of the manifest or the canaries once, with its rows', () => {
  const canary = {
    release: '1.2.0-0123456789',
    percent: 5,
    startedAt: '2030-01-01T00:00:00Z',
    by: 'bo',
  };
  fs.writeFileSync(files().manifestFile, JSON.stringify({ a: { r1: 't1', r2: 't2' }, b: {} }));
  fs.writeFileSync(files().canaryFile, JSON.stringify({ a: { r3: canary }, c: { r1: canary } }));
  const state = readLegacyState(files());
  expect(state.casinos).toEqual(['a', 'c']);
  expect(state.remotes).toEqual([
    { casino: 'a', remote: 'r1', target: 't1' },
    { casino: 'a', remote: 'r2', target: 't2' },
  ]);
  expect(state.canaries).toEqual([
    { casino: 'a', remote: 'r3', canary },
    { casino: 'c', remote: 'r1', canary },
  ]);
});

it('refuses a manifest that is not JSON rather than lose what casinos load', () => {
  fs.writeFileSync(files().manifestFile, '{ not json');
  expect(() => readLegacyState(files())).toThrow();
});

it('keeps the log lines the database can hold, filling in what older lines lack', () => {
  const base = { casino: 'a', remote: 'r', at: 'T', action: 'set', from: 'x', to: null };
  expect(legacyAuditEntry(line(base))).toEqual({ ...base, by: 'unknown' });
  expect(
    legacyAuditEntry(line({ ...base, by: 'bo', percent: 5, reason: 'why', until: 'U' })),
  ).toEqual({
    ...base,
    by: 'bo',
    percent: 5,
    reason: 'why',
    until: 'U',
  });
  expect(legacyAuditEntry(line({ ...base, action: 'explode' }))).toBeNull();
  expect(legacyAuditEntry(line({ ...base, at: undefined }))).toBeNull();
  expect(legacyAuditEntry(line({ ...base, from: 3, percent: 'x' }))).toEqual({
    ...base,
    from: null,
    by: 'unknown',
  });
});
