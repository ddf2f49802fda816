// scrypt password hashes: "scrypt$N$r$p$salt(base64)$hash(base64)", compared in constant time.
// The cost follows current OWASP advice (N=2^17, r=8, p=1); a hash made with a lower cost is
// replaced at the player's next successful login (needsRehash). Tests lower the cost through the
// scryptLogN setting so they stay fast.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const DEFAULT_SCRYPT_LOG_N = 17;
/** Costs above this are refused when verifying (a stored hash cannot make the server spin). */
const MAX_LOG_N = 20;
let N = 2 ** DEFAULT_SCRYPT_LOG_N;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** Sets the cost of new hashes (2^logN); called once at start-up from the settings. */
export function configurePasswordCost(logN: number): void {
  if (!Number.isInteger(logN) || logN < 4 || logN > MAX_LOG_N) throw new Error('bad scrypt cost');
  dummyHash = null;
  N = 2 ** logN;
}

/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below N=2^17. */
const maxmem = (n: number, r: number) => 128 * n * r * 2 + 1024 * 1024;

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEYLEN, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!(cost.N > 1 && cost.N <= 2 ** MAX_LOG_N && cost.r >= 1 && cost.r <= 16 && cost.p === 1)) {
    return false;
  }
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    ...cost,
    maxmem: maxmem(cost.N, cost.r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with a lower cost than new hashes get. */
export function needsRehash(stored: string): boolean {
  const [kind, n, r] = stored.split('$');
  return kind !== 'scrypt' || Number(n) < N || Number(r) < R;
}

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the username is unknown, so both paths cost the same. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
