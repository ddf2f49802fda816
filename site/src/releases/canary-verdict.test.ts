import { judgeCanary, type ReleaseFigures } from './canary-verdict';

const healthy: ReleaseFigures = {
  visits: 100,
  loadFailureRate: 0.01,
  errorRate: 0.02,
  p75Lcp: 1200,
  p75Inp: 80,
};

describe('judgeCanary', () => {
  it('waits until the canary has had enough visits', () => {
    expect(judgeCanary({ ...healthy, visits: 19, loadFailureRate: 1 }, healthy)).toEqual({
      verdict: 'wait',
    });
  });

  it('aborts on load failures or errors above the baseline’s by more than the margin', () => {
    expect(judgeCanary({ ...healthy, loadFailureRate: 0.07 }, healthy)).toEqual({
      verdict: 'abort',
      reason: 'load failures 7.0% against 1.0% on the baseline (100 visits)',
    });
    expect(judgeCanary({ ...healthy, errorRate: 0.5 }, healthy)).toMatchObject({
      verdict: 'abort',
      reason: expect.stringMatching(/^errors 50\.0% of visits against 2\.0%/),
    });
    expect(judgeCanary({ ...healthy, loadFailureRate: 0.05, errorRate: 0.06 }, healthy)).toEqual({
      verdict: 'healthy',
    });
  });

  it('aborts when p75 INP or LCP is more than 20% worse, and only against a measured baseline', () => {
    expect(judgeCanary({ ...healthy, p75Inp: 97 }, healthy)).toMatchObject({
      verdict: 'abort',
      reason: 'p75 INP 97 ms against 80 ms on the baseline (more than 20% worse)',
    });
    expect(judgeCanary({ ...healthy, p75Lcp: 1450 }, healthy)).toMatchObject({
      verdict: 'abort',
      reason: expect.stringMatching(/^p75 LCP 1450 ms/),
    });
    expect(judgeCanary({ ...healthy, p75Inp: 95 }, healthy)).toEqual({ verdict: 'healthy' });
    expect(judgeCanary({ ...healthy, p75Inp: 900 }, { ...healthy, p75Inp: null })).toEqual({
      verdict: 'healthy',
    });
  });

  it('judges against zero failures when the baseline has no figures yet', () => {
    expect(judgeCanary({ ...healthy, loadFailureRate: 0.2 }, null)).toMatchObject({
      verdict: 'abort',
    });
    expect(judgeCanary(healthy, null)).toEqual({ verdict: 'healthy' });
  });
});
