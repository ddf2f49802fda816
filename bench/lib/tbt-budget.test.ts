import { judgeTbt } from './tbt-budget.cjs';

describe('judgeTbt', () => {
  it('passes a page within 150 ms of a light floor', () => {
    expect(judgeTbt(180, 40)).toMatchObject({ status: 'pass', limitMs: 190 });
  });

  it('fails a page under 250 ms that is more than 150 ms over the floor', () => {
    const verdict = judgeTbt(220, 50);
    expect(verdict).toMatchObject({ status: 'over', limitMs: 200 });
    expect(verdict.budget).toBe('≤ 250 ms and ≤ floor 50 + 150 ms');
  });

  it('keeps 250 ms as the limit when the floor itself is heavy', () => {
    expect(judgeTbt(260, 200)).toMatchObject({ status: 'over', limitMs: 250 });
    expect(judgeTbt(250, 200)).toMatchObject({ status: 'pass' });
  });

  it('judges 250 ms alone without a floor, and says so', () => {
    expect(judgeTbt(240, null)).toMatchObject({ status: 'pass', floorMs: null });
    expect(judgeTbt(240, null).budget).toBe('≤ 250 ms (no floor)');
  });
});
