// The encrypted-answer envelope of docs/controller.md, with node:crypto.
//   wire = base64(utf8(JSON {ciphertext: base64(AES-256-CBC/PKCS7), iv: hex16, salt: hex256, iterations}))
//   key  = PBKDF2-HMAC-SHA512(passphrase, salt, iterations, 32 bytes)
// The derived key is cached with a salt that rotates every 10 minutes; the IV is fresh per answer.
import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';

export const ENVELOPE_ITERATIONS = 999;
export const SALT_BYTES = 256;
export const SALT_TTL_MS = 10 * 60 * 1000;

export interface Envelope {
  ciphertext: string;
  iv: string;
  salt: string;
  iterations: number;
}

interface KeyEntry {
  salt: Buffer;
  saltHex: string;
  key: Buffer;
  createdAt: number;
}

const keyCache = new Map<string, KeyEntry>();

export function deriveKey(
  passphrase: string,
  salt: Buffer,
  iterations = ENVELOPE_ITERATIONS,
): Buffer {
  return pbkdf2Sync(Buffer.from(passphrase, 'utf8'), salt, iterations, 32, 'sha512');
}

function currentKey(passphrase: string, now: number): KeyEntry {
  const cached = keyCache.get(passphrase);
  if (cached && now - cached.createdAt < SALT_TTL_MS && now >= cached.createdAt) return cached;
  const salt = randomBytes(SALT_BYTES);
  const entry: KeyEntry = {
    salt,
    saltHex: salt.toString('hex'),
    key: deriveKey(passphrase, salt),
    createdAt: now,
  };
  keyCache.set(passphrase, entry);
  return entry;
}

/** Forget cached keys (tests). */
export function resetEnvelopeKeys(): void {
  keyCache.clear();
}

/** Encrypt a JSON-serialisable value into the wire string. */
export function encodeEnvelope(
  value: unknown,
  passphrase: string,
  now: number = Date.now(),
): string {
  const { key, saltHex } = currentKey(passphrase, now);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const plaintext = Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const envelope: Envelope = {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('hex'),
    salt: saltHex,
    iterations: ENVELOPE_ITERATIONS,
  };
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64');
}

/** Decrypt a wire string (used by tests and tools); throws on malformed input. */
export function decodeEnvelope<T = unknown>(wire: string, passphrase: string): T {
  const envelope = JSON.parse(Buffer.from(wire, 'base64').toString('utf8')) as Partial<Envelope>;
  if (
    typeof envelope.ciphertext !== 'string' ||
    typeof envelope.iv !== 'string' ||
    typeof envelope.salt !== 'string'
  ) {
    throw new Error('malformed envelope');
  }
  const iterations =
    typeof envelope.iterations === 'number' && envelope.iterations > 0
      ? envelope.iterations
      : ENVELOPE_ITERATIONS;
  const key = deriveKey(passphrase, Buffer.from(envelope.salt, 'hex'), iterations);
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(envelope.iv, 'hex'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(envelope.ciphertext, 'base64')),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as T;
}
