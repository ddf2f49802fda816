import { createDecipheriv, pbkdf2Sync } from 'node:crypto';

export const PASSPHRASE = 'parlor-demo-passphrase';

/** Decodes an encrypted controller answer (docs/controller.md), to compare the UI with it. */
export function decodeEnvelope<T>(wire: string, passphrase = PASSPHRASE): T {
  const envelope = JSON.parse(Buffer.from(wire.trim(), 'base64').toString('utf8')) as {
    ciphertext: string;
    iv: string;
    salt: string;
    iterations?: number;
  };
  const iterations =
    typeof envelope.iterations === 'number' && envelope.iterations > 0 ? envelope.iterations : 999;
  const key = pbkdf2Sync(passphrase, Buffer.from(envelope.salt, 'hex'), iterations, 32, 'sha512');
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(envelope.iv, 'hex'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(envelope.ciphertext, 'base64')),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as T;
}
