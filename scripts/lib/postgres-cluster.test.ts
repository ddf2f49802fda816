import { NOT_INSTALLED, newestVersionsFirst, pickServerBinDir } from './postgres-cluster.cjs';

it('tries the newest installed version first', () => {
  expect(newestVersionsFirst(['9.6', '15', '16', 'common', '10.2', '10.10'])).toEqual([
    '16',
    '15',
    '10.10',
    '10.2',
    '9.6',
  ]);
});

it('takes the first folder holding all of the server’s programs, else none', () => {
  const present = new Set(['/a/psql', '/b/initdb', '/b/pg_ctl', '/b/postgres', '/c/initdb']);
  const exists = (file: string) => present.has(file);
  expect(pickServerBinDir(['/a', '/c', '/b'], exists)).toBe('/b');
  expect(pickServerBinDir(['/a', '/c'], exists)).toBeNull();
  expect(NOT_INSTALLED).toMatch(/not installed: apt-get install postgresql/);
});
