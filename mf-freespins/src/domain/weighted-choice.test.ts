import { pickWeighted, targetRotation } from './weighted-choice';

const slices = [
  { no_of_spins: 5, probability: 0.5 },
  { no_of_spins: 10, probability: 0.3 },
  { no_of_spins: 50, probability: 0.15 },
  { no_of_spins: 100, probability: 0.05 },
];

/** A seeded generator so the distribution test is reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('weighted choice', () => {
  it('follows the slice probabilities over 100,000 draws', () => {
    const counts = [0, 0, 0, 0];
    const random = mulberry32(42);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) counts[pickWeighted(slices, random)]!++;
    slices.forEach((s, i) => {
      expect(Math.abs(counts[i]! / draws - s.probability)).toBeLessThan(0.01);
    });
  });

  it('turns the wheel 5 times and stops with the slice under the pointer', () => {
    expect(targetRotation(0, 8)).toBe(5 * 360 + 337.5);
    expect(targetRotation(2, 4)).toBe(5 * 360 + 135);
    for (let i = 0; i < 8; i++) {
      const rest = targetRotation(i, 8) % 360;
      // the slice's middle, turned by the rotation, is at the top (0 degrees)
      expect((i * 45 + 22.5 + rest) % 360).toBeCloseTo(0);
    }
  });
});
