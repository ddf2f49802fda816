// The bench page: the shell's own decoder and catalogue code, bundled without federation, timed
// in the page so that no DevTools round trip lands inside a measurement.
import { clearPayloadKeyCache, decodePayload } from '@parlor/shared/src/codec/decode-payload';
import { getCatalogueDb, refillCatalogue } from '@parlor/shared/src/db/catalogue-db';
import type { GamesPayload } from '@parlor/shared/src/types/entities';

type Decoder = 'webcrypto' | 'cryptojs';

export interface Timing {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
  samplesMs: number[];
}

export interface DecodeRequest {
  wire: string;
  passphrase: string;
  decoder: Decoder;
  /** cold: the derived-key cache is cleared before each run, so PBKDF2 is inside the timing */
  cold: boolean;
  runs: number;
}

export interface RefillRequest {
  url: string;
  runs: number;
}

function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median =
    sorted.length % 2 ? sorted[mid]! : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return {
    medianMs: median,
    minMs: sorted[0] ?? 0,
    maxMs: sorted[sorted.length - 1] ?? 0,
    runs: sorted.length,
    samplesMs: samples.map((ms) => Math.round(ms * 1000) / 1000),
  };
}

async function timeDecode(request: DecodeRequest): Promise<Timing> {
  const { wire, passphrase, decoder, cold, runs } = request;
  const options = { decoder };
  // One untimed decode: loads the crypto-js chunk, warms the JIT, and (warm runs) caches the key.
  clearPayloadKeyCache();
  if ((await decodePayload(wire, passphrase, options)) === null) throw new Error('decode failed');
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (cold) clearPayloadKeyCache();
    const start = performance.now();
    const value = await decodePayload(wire, passphrase, options);
    samples.push(performance.now() - start);
    if (value === null) throw new Error('decode failed');
  }
  return summarise(samples);
}

async function timeRefill(request: RefillRequest): Promise<Timing & { games: number }> {
  // Download and parse outside the timing: the figure is the IndexedDB write only.
  const response = await fetch(request.url);
  if (!response.ok) throw new Error(`${request.url}: HTTP ${response.status}`);
  const payload = (await response.json()) as GamesPayload;
  const db = getCatalogueDb();
  await db.open();
  const samples: number[] = [];
  for (let i = 0; i < request.runs; i += 1) {
    const start = performance.now();
    const ok = await refillCatalogue(payload, db);
    samples.push(performance.now() - start);
    if (!ok) throw new Error('refillCatalogue failed');
  }
  const stored = await db.games.count();
  if (stored !== payload.games.length) throw new Error(`stored ${stored} games`);
  return { ...summarise(samples), games: stored };
}

const api = { timeDecode, timeRefill, ready: true, isolated: crossOriginIsolated };
export type ParlorBench = typeof api;

declare global {
  interface Window {
    parlorBench?: ParlorBench;
  }
}

window.parlorBench = api;
if (!crossOriginIsolated) console.warn('not cross-origin isolated: timer resolution is 0.1 ms');
