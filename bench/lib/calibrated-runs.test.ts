import {
  collectCalibratedRuns,
  describeDropped,
  describeDroppedIndexes,
  INDEX_TOLERANCE,
  MAX_TOLERANCE,
  offCalibration,
  runIndexOf,
  toleranceOf,
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
    const r = runsOf([[3000], [3700, 3400], [3000], [2000], [3100], [2950], [3050]]);
    const out = await collectCalibratedRuns({ wanted: 5, cap: 8, calibrationIndex: 3000, ...r });
    expect(out.kept.map((k) => k.attempt)).toEqual([0, 2, 4, 5, 6]);
    expect(out.dropped.map((k) => k.attempt)).toEqual([1, 3]);
    expect(out.attempts).toBe(7);
    expect(describeDropped(out.dropped.length, out.attempts)).toBe(
      'dropped 2 of 7 runs: index more than 10% off calibration',
    );
  });

  it('takes a run’s index as the middle of its passes’: one pass high and one low keep it', async () => {
    const r = runsOf([
      [3500, 2700],
      [3600, 3400],
    ]);
    const out = await collectCalibratedRuns({ wanted: 2, cap: 2, calibrationIndex: 3000, ...r });
    expect(out.kept.map((k) => k.attempt)).toEqual([0]);
    expect(runIndexOf([3500, 2700])).toBe(3100);
    expect(runIndexOf([3500, null])).toBeNull();
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

describe('toleranceOf', () => {
  it('is 10% on a machine whose index holds still', () => {
    expect(toleranceOf([1500, 1480, 1510, 1495, 1505])).toBe(INDEX_TOLERANCE);
  });

  it('is the machine’s own spread where it moves more, one outlier apart', () => {
    // this kind of machine: 1125, 843, 1553, 1012, 941 around a median of 1012
    expect(toleranceOf([1125, 843, 1553, 1012, 941])).toBeCloseTo(0.17, 2);
    expect(toleranceOf([1000, 1010, 990, 1005, 4000])).toBe(INDEX_TOLERANCE);
  });

  it('is at most 35%, and 10% without three samples to judge by', () => {
    expect(toleranceOf([500, 1500, 2500, 800, 2200])).toBe(MAX_TOLERANCE);
    expect(toleranceOf([1000, 2000])).toBe(INDEX_TOLERANCE);
    expect(toleranceOf([null, 1000, undefined])).toBe(INDEX_TOLERANCE);
  });

  it('keeps the runs within it', async () => {
    const indexes = [1150, 1300, 990];
    const { kept, dropped } = await collectCalibratedRuns({
      wanted: 3,
      cap: 3,
      calibrationIndex: 1012,
      tolerance: toleranceOf([1125, 843, 1553, 1012, 941]),
      run: async (attempt) => indexes[attempt]!,
      indexesOf: (index) => [index],
    });
    expect(kept).toEqual([1150, 990]);
    expect(dropped).toEqual([1300]);
  });
});
