import { formatSpread, medianAndSpread } from './spread.cjs';

describe('medianAndSpread', () => {
  it('gives the middle run and the range of five runs', () => {
    expect(medianAndSpread([420, 248, 1442, 300, 610])).toEqual({
      median: 420,
      min: 248,
      max: 1442,
      n: 5,
    });
  });

  it('takes the mean of the middle two of an even count and leaves out unusable values', () => {
    expect(medianAndSpread([100, null, 300, Number.NaN, 200, undefined, 400])).toEqual({
      median: 250,
      min: 100,
      max: 400,
      n: 4,
    });
  });

  it('is null without any run', () => {
    expect(medianAndSpread([])).toBeNull();
    expect(medianAndSpread([null])).toBeNull();
  });
});

describe('formatSpread', () => {
  it('prints the median and the spread, or the one value when all runs agree', () => {
    expect(formatSpread({ median: 1234.4, min: 1100, max: 1500 })).toBe('1,234 (1,100–1,500)');
    expect(formatSpread({ median: 0, min: 0, max: 0 })).toBe('0');
    expect(formatSpread(null)).toBe('–');
  });
});
