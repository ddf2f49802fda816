// Outcomes of the demo games, drawn with a server-side RNG (node:crypto). The slot pays integer
// multipliers of the stake with a configurable return to player; the table game is red or black
// on a single-zero wheel (RTP 36/37 = 97.3 %).
import { randomInt } from 'node:crypto';

/** Uniform integer in [0, max). */
export type Rng = (max: number) => number;
export const cryptoRng: Rng = (max) => randomInt(max);

export const DEFAULT_RTP = 0.96;
const SCALE = 100_000;

export interface PayLine {
  multiplier: number;
  /** chance out of 100,000 */
  weight: number;
  symbol: string;
}

/** The base table: return to player exactly 0.96 (sum of multiplier x weight / 100,000). */
const BASE: PayLine[] = [
  { multiplier: 50, weight: 200, symbol: 'diamond' },
  { multiplier: 20, weight: 500, symbol: 'seven' },
  { multiplier: 10, weight: 1000, symbol: 'star' },
  { multiplier: 5, weight: 3000, symbol: 'bell' },
  { multiplier: 3, weight: 5000, symbol: 'clover' },
  { multiplier: 2, weight: 10000, symbol: 'lemon' },
  { multiplier: 1, weight: 16000, symbol: 'cherry' },
];
const BASE_RTP = 0.96;
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'clover', 'bell', 'star', 'seven', 'diamond'];

/** RTP from PARLOR_GAME_RTP (0 to 2.5), default 0.96. */
export function configuredRtp(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PARLOR_GAME_RTP;
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 2.5 ? n : DEFAULT_RTP;
}

/** The slot's pay table for a return to player: the win chances scale, the shape stays. */
export function slotPaytable(rtp: number): PayLine[] {
  const factor = Math.max(0, Math.min(2.5, rtp)) / BASE_RTP;
  return BASE.map((line) => ({ ...line, weight: Math.round(line.weight * factor) }));
}

export function paytableRtp(table: readonly PayLine[]): number {
  return table.reduce((sum, l) => sum + l.multiplier * l.weight, 0) / SCALE;
}

export interface SlotOutcome {
  multiplier: number;
  reels: [string, string, string];
}

export function spinSlot(rng: Rng, table: readonly PayLine[]): SlotOutcome {
  let roll = rng(SCALE);
  for (const line of table) {
    if (roll < line.weight)
      return { multiplier: line.multiplier, reels: [line.symbol, line.symbol, line.symbol] };
    roll -= line.weight;
  }
  // a losing line: never three of a kind
  const a = SLOT_SYMBOLS[rng(SLOT_SYMBOLS.length)]!;
  const b = SLOT_SYMBOLS[rng(SLOT_SYMBOLS.length)]!;
  let c = SLOT_SYMBOLS[rng(SLOT_SYMBOLS.length)]!;
  if (a === b && b === c) c = SLOT_SYMBOLS[(SLOT_SYMBOLS.indexOf(c) + 1) % SLOT_SYMBOLS.length]!;
  return { multiplier: 0, reels: [a, b, c] };
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export type TableChoice = 'red' | 'black';

export interface TableOutcome {
  multiplier: number;
  number: number;
  colour: 'red' | 'black' | 'green';
}

export function colourOf(n: number): TableOutcome['colour'] {
  return n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
}

export function spinTable(rng: Rng, choice: TableChoice): TableOutcome {
  const number = rng(37);
  const colour = colourOf(number);
  return { number, colour, multiplier: colour === choice ? 2 : 0 };
}
