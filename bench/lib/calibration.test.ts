import {
  calibrationFor,
  describeCalibration,
  figureCalibration,
  medianIndex,
  REFERENCE_INDEX,
} from './calibration.cjs';

describe('calibrationFor', () => {
  it('leaves the reference machine at rate 1 and Lighthouse at its own 4×', () => {
    expect(calibrationFor(REFERENCE_INDEX)).toEqual({
      index: 1500,
      referenceIndex: 1500,
      desktopRate: 1,
      phoneRate: 4,
      lighthouseMultiplier: 4,
      slowerThanReference: false,
    });
  });

  it('slows a faster machine down to the reference, the phone 4× more', () => {
    const c = calibrationFor(3651);
    expect(c.desktopRate).toBe(2.43);
    expect(c.phoneRate).toBe(9.72);
    expect(c.lighthouseMultiplier).toBe(9.74);
    expect(c.slowerThanReference).toBe(false);
  });

  it('never speeds a slower machine up: rate 1, and says it is slower', () => {
    const c = calibrationFor(1000);
    expect(c.desktopRate).toBe(1);
    expect(c.phoneRate).toBe(4);
    // 4 × 1000 / 1500: still a slowdown for Lighthouse, whose own default assumes the reference
    expect(c.lighthouseMultiplier).toBe(2.67);
    expect(c.slowerThanReference).toBe(true);
  });

  it('keeps the Lighthouse multiplier at 1 or more on a very slow machine', () => {
    const c = calibrationFor(200);
    expect(c.lighthouseMultiplier).toBe(1);
    expect(c.desktopRate).toBe(1);
    expect(c.slowerThanReference).toBe(true);
  });

  it('refuses what is not an index', () => {
    expect(() => calibrationFor(0)).toThrow(RangeError);
    expect(() => calibrationFor(Number.NaN)).toThrow(RangeError);
    expect(() => calibrationFor(-5)).toThrow(RangeError);
  });
});

describe('medianIndex', () => {
  it('takes the median of the usable values', () => {
    expect(medianIndex([3700, 3600, 3651])).toBe(3651);
    expect(medianIndex([2000, null, 3000, undefined, 0, Number.NaN])).toBe(2500);
  });

  it('is null without any usable value', () => {
    expect(medianIndex([])).toBeNull();
    expect(medianIndex([null, undefined, -1])).toBeNull();
  });
});

describe('figureCalibration', () => {
  const c = calibrationFor(3000);

  it('carries the raw index and the rate of the kind of probe', () => {
    expect(figureCalibration(c, 'desktop')).toMatchObject({ benchmarkIndex: 3000, cpuRate: 2 });
    expect(figureCalibration(c, 'phone')).toMatchObject({ cpuRate: 8 });
    expect(figureCalibration(c, 'lighthouse')).toMatchObject({ cpuRate: 8, calibrated: true });
  });

  it('marks a figure without calibration as such', () => {
    expect(figureCalibration(null, 'desktop')).toEqual({
      calibrated: false,
      benchmarkIndex: null,
      cpuRate: null,
      kind: 'desktop',
    });
  });
});

describe('describeCalibration', () => {
  it('names the index, the rates and a slower machine', () => {
    expect(describeCalibration(calibrationFor(3000))).toBe(
      'benchmarkIndex 3000 (reference 1500); CPU throttling rate 2× desktop, 8× phone; ' +
        'Lighthouse cpuSlowdownMultiplier 8',
    );
    expect(describeCalibration(calibrationFor(900))).toMatch(/slower than the reference 1500/);
    expect(describeCalibration(null)).toMatch(/not calibrated/);
  });
});
