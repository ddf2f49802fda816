// Operators' passwords: scrypt with a random salt, stored as `scrypt$N=..,r=..,p=..$salt$hash`
// (base64url), so the cost can be raised later: a hash made at an older cost still verifies and
// is rewritten at the new one on the next log-in. The cost is the players' (server/src/auth):
// an operator's account is worth at least as much as a player's.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's advice, as the players' hashes: about 0.5 s and 128 MiB a hash. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

let cost: ScryptParams = DEFAULT_SCRYPT;
/** The cost of new hashes (and of needsRehash's comparison): tests lower it to stay fast. */
export function setPasswordCost(params: ScryptParams): void {
  cost = params;
  stand = undefined;
}
export const MIN_PASSWORD_LENGTH = 12;
/** Longer is refused before it costs a hash. */
export const MAX_PASSWORD_LENGTH = 1024;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const HASH_RE = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

let stand: Promise<string> | undefined;

function derive(password: string, salt: Buffer, length: number, params: ScryptParams) {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r * params.p,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Bounds that keep a tampered hash from costing the site more than a log-in should. */
function saneParams(params: ScryptParams): boolean {
  const { N, r, p } = params;
  return (
    N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16
  );
}

/** The problems of a new password; none: it may be used. */
export function passwordProblems(password: string): Array<'too_short' | 'too_long'> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return ['too_short'];
  if (password.length > MAX_PASSWORD_LENGTH) return ['too_long'];
  return [];
}

export async function hashPassword(password: string, params: ScryptParams = cost): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parseHash(stored: string) {
  const match = HASH_RE.exec(stored);
  if (!match) return null;
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const salt = Buffer.from(match[4]!, 'base64url');
  const key = Buffer.from(match[5]!, 'base64url');
  if (!saneParams(params) || salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { params, salt, key };
}

/** Whether the password matches; false for anything that is not one of our hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made at another cost than `params`: rewrite it after a log-in. */
export function needsRehash(stored: string, params: ScryptParams = cost): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.params.N !== params.N ||
    parsed.params.r !== params.r ||
    parsed.params.p !== params.p
  );
}

/** A hash of nothing anyone knows: an unknown user's log-in costs as much as a known one's. */
export function standInHash(): Promise<string> {
  return (stand ??= hashPassword(randomBytes(32).toString('base64url')));
}
