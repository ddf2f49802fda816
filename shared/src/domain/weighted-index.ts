import type { FreeSpinsSlice } from '../types/entities';

/**
 * The slice a number in [0, 1) lands on, walking the cumulative slice probabilities (weights of 0
 * or less never win; they need not sum to 1). The server draws the daily wheel with it and the
 * browser checks a revealed seed with it, so both must be this one function (docs/free-spins.md).
 */
export function weightedIndex(slices: readonly FreeSpinsSlice[], fraction: number): number {
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.probability), 0);
  let target = fraction * total;
  for (let i = 0; i < slices.length; i++) {
    const weight = Math.max(0, slices[i]!.probability);
    if (target < weight) return i;
    target -= weight;
  }
  return slices.length - 1;
}
