import {
  collectCalibratedRuns,
  describeDropped,
  describeDroppedIndexes,
  offCalibration,
} from './calibrated-runs.cjs';

describe('offCalibration', () => {
  it('keeps a run within 10% of the calibration and drops one further off', () => {
    expect(offCalibration(1650, 1500)).toBe(false);
    expect(offCalibration(1350, 1500)).toBe(false);
    expect(offCalibration(1651, 1500)).toBe(true);
    expect(offCalibration(1349, 1500)).toBe(true);
  });

  it('does not trust a run without an index, and judges nothing without a calibration', () => {
    expect(offCalibration(null, 1500)).toBe(true);
    expect(offCalibration(900, null)).toBe(false);
  });
});

describe('collectCalibratedRuns', () => {
  /** runs whose passes report these indexes, one after the other */
  const runsOf = (indexes: number[][]) => {
    const calls: number[] = [];
    return {
      calls,
      run: async (attempt: number) => {
        calls.push(attempt);
        return { attempt, indexes: indexes[attempt] ?? [3000] };
      },
      indexesOf: (r: { indexes: number[] }) => r.indexes,
    };
  };

  it('replaces the dropped runs until five are on calibration, and counts them', async () => {
    const r = runsOf([[3000], [3500, 3000], [3000], [2000], [3100], [2950], [3050]]);
    const out = await collectCalibratedRuns({ wanted: 5, cap: 8, calibrationIndex: 3000, ...r });
    expect(out.kept.map((k) => k.attempt)).toEqual([0, 2, 4, 5, 6]);
    expect(out.dropped.map((k) => k.attempt)).toEqual([1, 3]);
    expect(out.attempts).toBe(7);
    expect(describeDropped(out.dropped.length, out.attempts)).toBe(
      'dropped 2 of 7 runs: index off calibration',
    );
  });

  it('stops at the cap on a machine that never holds still', async () => {
    const r = runsOf(Array.from({ length: 20 }, () => [5000]));
    const out = await collectCalibratedRuns({ wanted: 5, cap: 8, calibrationIndex: 3000, ...r });
    expect(out.kept).toHaveLength(0);
    expect(out.dropped).toHaveLength(8);
    expect(r.calls).toHaveLength(8);
  });

  it('says nothing when no run was dropped', async () => {
    const out = await collectCalibratedRuns({
      wanted: 5,
      cap: 8,
      calibrationIndex: 3000,
      ...runsOf([]),
    });
    expect(out.attempts).toBe(5);
    expect(describeDropped(out.dropped.length, out.attempts)).toBeNull();
  });
});

describe('describeDroppedIndexes', () => {
  it('shows how far off each dropped run was, pass by pass, against the calibration', () => {
    expect(
      describeDroppedIndexes(
        [
          [2210.4, 2950],
          [null, 3100],
        ],
        2610,
      ),
    ).toBe('indexes 2210/2950, –/3100 against 2610');
    expect(describeDroppedIndexes([], 2610)).toBeNull();
  });
});
