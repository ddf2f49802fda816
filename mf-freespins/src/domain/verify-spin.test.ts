import { createHash, createHmac, webcrypto } from 'node:crypto';
import { verifySpin } from './verify-spin';
import { weightedIndex } from '@parlor/shared';

const slices = [
  { no_of_spins: 5, probability: 0.5 },
  { no_of_spins: 10, probability: 0.3 },
  { no_of_spins: 50, probability: 0.2 },
];
const subtle = webcrypto.subtle as SubtleCrypto;

/** What the server does: commit to a seed, then draw the slice from it. */
function serverSpin(seed: string, message: string) {
  const mac = createHmac('sha256', seed).update(message).digest();
  return {
    commitment: createHash('sha256').update(seed).digest('hex'),
    slice: weightedIndex(slices, mac.readUIntBE(0, 6) / 2 ** 48),
  };
}

describe('verifySpin', () => {
  const seed = 'a3f1c9e07b5d42aa9e1c0d7f3b2a6c5e8d9f0a1b2c3d4e5f60718293a4b5c6d7';
  const message = '42:2026-11-23';
  const { commitment, slice } = serverSpin(seed, message);

  it('accepts an honest spin', async () => {
    await expect(verifySpin({ commitment, message, seed, slices, slice }, subtle)).resolves.toBe(
      true,
    );
  });

  it('rejects a tampered seed and a moved slice', async () => {
    const tampered = `${seed.slice(0, -1)}8`;
    await expect(
      verifySpin({ commitment, message, seed: tampered, slices, slice }, subtle),
    ).resolves.toBe(false);
    await expect(
      verifySpin({ commitment, message, seed, slices, slice: (slice + 1) % 3 }, subtle),
    ).resolves.toBe(false);
  });

  it('fails closed without WebCrypto', async () => {
    await expect(verifySpin({ commitment, message, seed, slices, slice }, null)).resolves.toBe(
      false,
    );
  });
});
