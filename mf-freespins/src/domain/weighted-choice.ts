import { type FreeSpinsSlice, weightedIndex } from '@parlor/shared';

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
