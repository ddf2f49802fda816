import { REVIEW_MINIMUM_AGE, reviewDecision } from './kyc-review';

const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe('the reference review', () => {
  it('verifies a person of 18 or more on the review day, from their birthday on', () => {
    expect(REVIEW_MINIMUM_AGE).toBe(18);
    expect(reviewDecision('2000-06-15', at('2018-06-15'))).toBe('verified');
    expect(reviewDecision('2000-06-15', at('2018-06-14'))).toBe('refused');
    expect(reviewDecision('1950-01-01', at('2026-01-01'))).toBe('verified');
  });

  it('refuses without a date of birth or with a date that is none', () => {
    expect(reviewDecision(null, at('2026-01-01'))).toBe('refused');
    expect(reviewDecision('1990-02-30', at('2026-01-01'))).toBe('refused');
  });
});
