import { createHash, createHmac, webcrypto } from 'node:crypto';
import { weightedIndex } from '@parlor/shared';
import { newClientSeed, spinMessage } from './client-seed';
import { verifySpin } from './verify-spin';

const slices = [
  { no_of_spins: 5, probability: 0.3 },
  { no_of_spins: 10, probability: 0.25 },
  { no_of_spins: 15, probability: 0.15 },
  { no_of_spins: 20, probability: 0.12 },
  { no_of_spins: 25, probability: 0.08 },
  { no_of_spins: 30, probability: 0.05 },
  { no_of_spins: 40, probability: 0.03 },
  { no_of_spins: 50, probability: 0.02 },
];
const subtle = webcrypto.subtle as SubtleCrypto;
const seed = 'a3f1c9e07b5d42aa9e1c0d7f3b2a6c5e8d9f0a1b2c3d4e5f60718293a4b5c6d7';
const commitment = createHash('sha256').update(seed).digest('hex');

/** The server's draw: the committed seed keys the player's message and client seed. */
const serverSlice = (message: string) =>
  weightedIndex(
    slices,
    createHmac('sha256', seed).update(message).digest().readUIntBE(0, 6) / 2 ** 48,
  );

describe('the client seed', () => {
  it('is 32 hex characters, fresh each time', () => {
    const a = newClientSeed((b) => webcrypto.getRandomValues(b));
    const b = newClientSeed((b) => webcrypto.getRandomValues(b));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('is part of what the browser verifies: the same seeds check out, another client seed does not', async () => {
    const client = 'b7e2d1c0a9f8e7d6c5b4a3f2e1d0c9b8';
    const message = spinMessage('42:2026-11-25', client);
    expect(message).toBe('42:2026-11-25:b7e2d1c0a9f8e7d6c5b4a3f2e1d0c9b8');
    const slice = serverSlice(message);
    await expect(verifySpin({ commitment, message, seed, slices, slice }, subtle)).resolves.toBe(
      true,
    );
    // a server that ignored the player's seed is caught for most client seeds
    let caught = 0;
    for (let i = 0; i < 20; i++) {
      const other = spinMessage('42:2026-11-25', `other-client-seed-${i}`);
      const ignored = serverSlice('42:2026-11-25');
      if (!(await verifySpin({ commitment, message: other, seed, slices, slice: ignored }, subtle)))
        caught += 1;
    }
    expect(caught).toBeGreaterThanOrEqual(10);
  });
});
