import { decodePayload } from '@parlor/shared/host';
import {
  SALT_TTL_MS,
  decodeEnvelope,
  encodeEnvelope,
  resetEnvelopeKeys,
  type Envelope,
} from './encode-envelope';

const PASS = 'parlor-demo-passphrase';
const sample = { config: { casino_id: 4, name: 'Ünïcødé ✓' }, list: [1, 2, 3], player: null };

function open(wire: string): Envelope {
  return JSON.parse(Buffer.from(wire, 'base64').toString('utf8')) as Envelope;
}

beforeEach(() => resetEnvelopeKeys());

describe('encodeEnvelope', () => {
  it('produces the documented envelope shape', () => {
    const env = open(encodeEnvelope(sample, PASS));
    expect(env.iterations).toBe(999);
    expect(env.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(env.salt).toMatch(/^[0-9a-f]{512}$/);
    expect(Buffer.from(env.ciphertext, 'base64').length % 16).toBe(0);
  });

  it('round-trips with node:crypto', () => {
    expect(decodeEnvelope(encodeEnvelope(sample, PASS), PASS)).toEqual(sample);
  });

  it('fails with a wrong passphrase', () => {
    expect(() => decodeEnvelope(encodeEnvelope(sample, PASS), 'other')).toThrow();
  });

  it('reuses the salt within 10 minutes with a fresh IV, then rotates it', () => {
    const t0 = 1_700_000_000_000;
    const a = open(encodeEnvelope(sample, PASS, t0));
    const b = open(encodeEnvelope(sample, PASS, t0 + 60_000));
    expect(b.salt).toBe(a.salt);
    expect(b.iv).not.toBe(a.iv);
    expect(b.ciphertext).not.toBe(a.ciphertext);
    const c = open(encodeEnvelope(sample, PASS, t0 + SALT_TTL_MS + 1));
    expect(c.salt).not.toBe(a.salt);
  });

  it.each(['webcrypto', 'cryptojs'] as const)(
    'decodes with decodePayload (%s)',
    async (decoder) => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const wire = encodeEnvelope(sample, PASS);
        await expect(decodePayload(wire, PASS, { decoder })).resolves.toEqual(sample);
        // a second answer with the same (cached) salt
        await expect(
          decodePayload(encodeEnvelope([true], PASS), PASS, { decoder }),
        ).resolves.toEqual([true]);
        await expect(decodePayload(wire, 'wrong passphrase', { decoder })).resolves.toBeNull();
      } finally {
        consoleError.mockRestore();
      }
    },
  );
});
