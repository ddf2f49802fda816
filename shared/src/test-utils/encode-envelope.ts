// Test-only encoder of the controller envelope, built on node:crypto so that the decoder's tests
// do not depend on the decoder's own code paths. Never import it from product code.
import { Buffer } from 'node:buffer';
import { createCipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';

export interface EncodeEnvelopeOptions {
  /** hex; a fresh 256-byte salt by default */
  salt?: string;
  /** hex, 16 bytes; fresh by default */
  iv?: string;
  /** written as-is into the envelope (may be missing or malformed on purpose) */
  iterations?: unknown;
  /** the rounds actually used to derive the key; 999 by default */
  deriveIterations?: number;
  /** encrypt this text instead of JSON.stringify(value) */
  rawText?: string;
}

export function encodeEnvelope(
  value: unknown,
  passphrase: string,
  options: EncodeEnvelopeOptions = {},
): string {
  const salt = options.salt ?? randomBytes(256).toString('hex');
  const iv = options.iv ?? randomBytes(16).toString('hex');
  const rounds = options.deriveIterations ?? 999;
  const key = pbkdf2Sync(
    Buffer.from(passphrase, 'utf8'),
    Buffer.from(salt, 'hex'),
    rounds,
    32,
    'sha512',
  );
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.from(iv, 'hex'));
  const plain = options.rawText ?? JSON.stringify(value);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString(
    'base64',
  );
  const envelope: Record<string, unknown> = { ciphertext, iv, salt };
  if ('iterations' in options) {
    if (options.iterations !== undefined) envelope.iterations = options.iterations;
  } else {
    envelope.iterations = rounds;
  }
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64');
}

/** Wraps any JSON value as the outer base64 layer (to build malformed envelopes). */
export function base64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}
