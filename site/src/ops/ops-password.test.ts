import {
  DEFAULT_SCRYPT,
  hashPassword,
  needsRehash,
  passwordProblems,
  verifyPassword,
  type ScryptParams,
} from './ops-password';

const CHEAP: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

describe('operator passwords', () => {
  it('are hashed with scrypt, a random salt and the cost in the hash', async () => {
    const one = await hashPassword('correct horse battery', CHEAP);
    const two = await hashPassword('correct horse battery', CHEAP);
    expect(one).toMatch(/^scrypt\$N=1024,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('correct horse');
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('correct horse battery', CHEAP);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterz', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('refuse anything that is not one of their hashes, or asks for an unreasonable cost', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    const hash = await hashPassword('x'.repeat(12), CHEAP);
    expect(await verifyPassword('x'.repeat(12), hash.replace('N=1024', 'N=1048576000'))).toBe(
      false,
    );
    expect(await verifyPassword('x'.repeat(12), hash.replace('N=1024', 'N=1000'))).toBe(false);
  });

  it('ask for a new hash when the cost changed', async () => {
    const hash = await hashPassword('x'.repeat(12), CHEAP);
    expect(needsRehash(hash, CHEAP)).toBe(false);
    expect(needsRehash(hash, { ...CHEAP, N: 2 ** 11 })).toBe(true);
    expect(needsRehash('plain-text', CHEAP)).toBe(true);
  });

  it('cost what the players’ cost (N=2^17, r=8, p=1), older ones rewritten at the next log-in', async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const strong = await hashPassword('x'.repeat(12));
    expect(strong).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(await verifyPassword('x'.repeat(12), strong)).toBe(true);
    expect(needsRehash(strong)).toBe(false);
    // the console's earlier cost
    expect(needsRehash(await hashPassword('x'.repeat(12), { N: 2 ** 15, r: 8, p: 1 }))).toBe(true);
  });

  it('have at least 12 characters', () => {
    expect(passwordProblems('eleven char')).toEqual(['too_short']);
    expect(passwordProblems('twelve chars')).toEqual([]);
    expect(passwordProblems('x'.repeat(2000))).toEqual(['too_long']);
  });
});
