// The encrypted envelope of docs/controller.md, read by the rules of the front end's payload
// codec (shared/src/codec/decode-payload.ts), which no Node-safe package entry exports:
//
// wire = base64(utf8(JSON { ciphertext: base64, iv: hex(16 bytes), salt: hex, iterations }))
// key  = PBKDF2-HMAC-SHA512(utf8(passphrase), salt, iterations, 32 bytes); AES-256-CBC, PKCS7.
// iterations missing, not a number or <= 0 -> 999; more than 10,000 is refused.
import crypto from 'node:crypto';

export const DEFAULT_ITERATIONS = 999;
export const MAX_ITERATIONS = 10_000;

export interface Envelope {
  ciphertext: string;
  iv: string;
  salt: string;
  iterations: number;
}

/** The envelope of a wire string; throws with what is wrong. */
export function readEnvelope(wire: string): Envelope {
  let json: unknown;
  try {
    const bytes = Buffer.from(wire.trim(), 'base64');
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Error('the body is not base64 of a JSON envelope');
  }
  if (typeof json !== 'object' || json === null) throw new Error('the envelope is not an object');
  const { ciphertext, iv, salt, iterations } = json as Record<string, unknown>;
  if (typeof ciphertext !== 'string' || ciphertext === '') throw new Error('missing ciphertext');
  if (typeof iv !== 'string' || !/^[0-9a-fA-F]{32}$/.test(iv)) {
    throw new Error('iv is not 16 bytes of hex');
  }
  if (typeof salt !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(salt)) {
    throw new Error('salt is not hex');
  }
  const count = normaliseIterations(iterations);
  if (count > MAX_ITERATIONS) {
    throw new Error(`iterations ${count} above ${MAX_ITERATIONS} (the client refuses it)`);
  }
  return { ciphertext, iv, salt, iterations: count };
}

export function normaliseIterations(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_ITERATIONS;
  const whole = Math.floor(value);
  return whole > 0 ? whole : DEFAULT_ITERATIONS;
}

const keys = new Map<string, Buffer>();

function deriveKey(passphrase: string, envelope: Envelope): Buffer {
  const id = `${envelope.iterations}:${envelope.salt.toLowerCase()}:${passphrase}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.pbkdf2Sync(
      Buffer.from(passphrase, 'utf8'),
      Buffer.from(envelope.salt, 'hex'),
      envelope.iterations,
      32,
      'sha512',
    );
    keys.set(id, key);
  }
  return key;
}

/** Decodes a wire string to its JSON value; throws with what is wrong. */
export function decodeWire(wire: string, passphrase: string): unknown {
  const envelope = readEnvelope(wire);
  let text: string;
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-cbc',
      deriveKey(passphrase, envelope),
      Buffer.from(envelope.iv, 'hex'),
    );
    const plain = Buffer.concat([
      decipher.update(Buffer.from(envelope.ciphertext, 'base64')),
      decipher.final(),
    ]);
    if (plain.length === 0) throw new Error('empty plaintext');
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new Error('the ciphertext does not decrypt with the passphrase');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('the decrypted payload is not JSON');
  }
}

/**
 * An answer as the controller client reads it: a keyword answered in the clear (JSON) is taken
 * as is, anything else is decoded as an envelope (shared/src/api/controller-client.ts).
 */
export function readAnswer(text: string, passphrase: string | null): unknown {
  const trimmed = text.trim();
  if ('{["'.includes(trimmed.charAt(0)) && trimmed !== '') {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      // not JSON: an envelope, below
    }
  }
  if (passphrase === null) throw new Error('an envelope, but GET /api/boot gave no passphrase');
  return decodeWire(trimmed, passphrase);
}
