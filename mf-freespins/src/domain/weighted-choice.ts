import type { FreeSpinsSlice } from '@parlor/shared';

/**
 * The slice a number in [0, 1) lands on, walking the cumulative slice probabilities. The server
 * draws with the same rule; the browser uses it to check a revealed seed (docs/free-spins.md).
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

/** A weighted random slice index. */
export function pickWeighted(
  slices: readonly FreeSpinsSlice[],
  random: () => number = Math.random,
): number {
  return weightedIndex(slices, random());
}

/** Full turns of the wheel before it stops (spec: 5 spins over 8 s). */
export const WHEEL_TURNS = 5;
export const WHEEL_SPIN_MS = 8000;
export const WHEEL_IMAGE_SIZE = 350;

/**
 * The clockwise rotation (degrees) that brings the middle of slice `index` under the pointer at
 * the top, after `turns` full turns. Slice 0 starts at the top and slices run clockwise.
 */
export function targetRotation(index: number, count: number, turns = WHEEL_TURNS): number {
  const segment = 360 / count;
  const middle = index * segment + segment / 2;
  return turns * 360 + ((360 - middle) % 360);
}
