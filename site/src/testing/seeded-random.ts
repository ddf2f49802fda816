// A small seeded random source for the fuzz tests (mulberry32): the same seed draws the same
// cases, so a failure is replayed by running the test again, and the seed is in its message.

export interface SeededRandom {
  readonly seed: number;
  /** in [0, 1) */
  next(): number;
  /** an integer in [0, below) */
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `length` characters (code points) drawn from `alphabet` */
  text(length: number, alphabet?: string): string;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    seed,
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    chance: (probability) => next() < probability,
    text: (length, alphabet = ALNUM) => {
      const characters = [...alphabet];
      return Array.from({ length }, () => characters[int(characters.length)]).join('');
    },
  };
}
