import type { FreeSpinsSlice } from '@parlor/shared';
import { weightedIndex } from '@parlor/shared';

export interface SpinProof {
  /** SHA-256 (hex) of the seed, published before the spin */
  commitment: string;
  /** what the seed was keyed with: `<player id>:<New York day>` */
  message: string;
  /** the seed revealed after the spin */
  seed: string;
  slices: readonly FreeSpinsSlice[];
  /** the slice the server said the wheel landed on */
  slice: number;
}

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Commit and reveal: the revealed seed hashes to the commitment shown before the spin, and the
 * slice follows from it (HMAC-SHA256 of the message keyed by the seed, first 48 bits as a
 * fraction, then the weighted rule). False on any mismatch or when WebCrypto is missing.
 */
export async function verifySpin(
  proof: SpinProof,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<boolean> {
  if (!subtle) return false;
  try {
    const encoder = new TextEncoder();
    const hash = toHex(await subtle.digest('SHA-256', encoder.encode(proof.seed)));
    if (hash !== proof.commitment.toLowerCase()) return false;
    const key = await subtle.importKey(
      'raw',
      encoder.encode(proof.seed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const mac = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(proof.message)));
    let value = 0;
    for (let i = 0; i < 6; i++) value = value * 256 + mac[i]!;
    return weightedIndex(proof.slices, value / 2 ** 48) === proof.slice;
  } catch {
    return false;
  }
}
