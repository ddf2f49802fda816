// The bench page: the shell's own decoder and catalogue code, bundled without federation, timed
// in the page so that no DevTools round trip lands inside a measurement.
import {
  clearPayloadKeyCache,
  decodePayload,
  getCatalogueDb,
  syncCatalogueOffMain,
} from '@parlor/shared/host';
import type { GamesPayload } from '@parlor/shared/types';

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

/**
 * The longest stretch the main thread was busy while `work` ran: a heartbeat task is queued
 * again and again (MessageChannel, no timer clamping); the widest gap between two beats is the
 * longest task that ran in between (plus a beat).
 */
async function longestTask(work: () => Promise<unknown>): Promise<number> {
  const channel = new MessageChannel();
  let last = performance.now();
  let longest = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  await work();
  running = false;
  longest = Math.max(longest, performance.now() - last);
  channel.port1.close();
  return longest;
}

async function timeRefill(
  request: RefillRequest,
): Promise<Timing & { games: number; longestTask: Timing }> {
  // Download outside the timing; the refill is the shell's: the worker parses the answer's text
  // and writes the database, the main thread only hands it over (its longest task is the figure).
  const response = await fetch(request.url);
  if (!response.ok) throw new Error(`${request.url}: HTTP ${response.status}`);
  const text = await response.text();
  const payload = JSON.parse(text) as GamesPayload;
  const db = await getCatalogueDb();
  await db.open();
  const samples: number[] = [];
  const longest: number[] = [];
  for (let i = 0; i < request.runs; i += 1) {
    let outcome = '';
    const start = performance.now();
    longest.push(
      await longestTask(async () => {
        outcome = await syncCatalogueOffMain(payload, text);
      }),
    );
    samples.push(performance.now() - start);
    if (outcome === 'failed') throw new Error('the catalogue refill failed');
  }
  const stored = await db.games.count();
  if (stored !== payload.games.length) throw new Error(`stored ${stored} games`);
  return { ...summarise(samples), games: stored, longestTask: summarise(longest) };
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
