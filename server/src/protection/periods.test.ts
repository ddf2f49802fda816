import {
  addMonthsUtc,
  breakUntil,
  COOLING_OFF_MS,
  exclusionActive,
  exclusionEnd,
  exclusionUntil,
  mayReplace,
  DECISION_MS,
  exclusionStatus,
  requestExclusionEnd,
  RETURN_COOLING_OFF_MS,
  type ExclusionRecord,
} from './periods';

const DAY = 86_400_000;
const T = Date.UTC(2026, 7, 31, 10); // 31 August 2026

describe('periods', () => {
  it('ends breaks after their hours and days', () => {
    expect(breakUntil('24h', T)).toBe(T + DAY);
    expect(breakUntil('7d', T)).toBe(T + 7 * DAY);
    expect(breakUntil('30d', T)).toBe(T + 30 * DAY);
    expect(breakUntil('6w', T)).toBe(T + 42 * DAY);
  });

  it('ends exclusions after calendar months in UTC (the last day when the month is short)', () => {
    expect(addMonthsUtc(T, 6)).toBe(Date.UTC(2027, 1, 28, 10));
    expect(exclusionUntil('6m', T)).toBe(Date.UTC(2027, 1, 28, 10));
    expect(exclusionUntil('1y', T)).toBe(Date.UTC(2027, 7, 31, 10));
    expect(exclusionUntil('5y', T)).toBe(Date.UTC(2031, 7, 31, 10));
    expect(exclusionUntil('indefinite', T)).toBeNull();
    expect(addMonthsUtc(Date.UTC(2026, 2, 10), -12)).toBe(Date.UTC(2025, 2, 10));
  });

  it('never lets a new request bring the end closer', () => {
    expect(mayReplace(null, T)).toBe(true);
    expect(mayReplace(T + 7 * DAY, T + DAY)).toBe(false);
    expect(mayReplace(T + DAY, T + 7 * DAY)).toBe(true);
    expect(mayReplace(Infinity, exclusionUntil('5y', T))).toBe(false);
    expect(mayReplace(Infinity, null)).toBe(true);
    expect(mayReplace(T + 30 * DAY, null)).toBe(true);
  });
});

describe('ending an exclusion', () => {
  const START = T;
  const SIX_MONTHS = addMonthsUtc(START, 6);
  const indefinite = (profile: 'uk' | 'mga'): ExclusionRecord => ({
    profile,
    startedAt: START,
    until: null,
    endRequestedAt: null,
    endsAt: null,
  });
  const timed = (profile: 'uk' | 'mga'): ExclusionRecord => ({
    ...indefinite(profile),
    until: SIX_MONTHS,
  });

  it('refuses to end an indefinite exclusion before 6 months, naming when it can be asked', () => {
    expect(requestExclusionEnd(indefinite('mga'), START + DAY, 'better now')).toEqual({
      code: 'too_early',
      until: SIX_MONTHS,
    });
    expect(requestExclusionEnd(indefinite('uk'), SIX_MONTHS - 1, undefined)).toEqual({
      code: 'too_early',
      until: SIX_MONTHS,
    });
  });

  it('MGA: after 6 months, with a reason, the operator decides within 7 days, then 7 days of cooling-off', () => {
    const at = SIX_MONTHS + DAY;
    expect(requestExclusionEnd(indefinite('mga'), at, undefined)).toEqual({
      code: 'reason_required',
    });
    const ending = requestExclusionEnd(indefinite('mga'), at, 'I have had help') as ExclusionRecord;
    expect(ending.endsAt).toBe(at + DECISION_MS + COOLING_OFF_MS);
    expect(DECISION_MS + COOLING_OFF_MS).toBe(14 * DAY);
    expect(exclusionStatus(ending, at + 14 * DAY - 1)).toBe('cooling_off');
    expect(exclusionActive(ending, at + 14 * DAY)).toBe(false);
    expect(exclusionEnd(ending, at)).toBe(at + 14 * DAY);
  });

  it('keeps the first request: asking again neither restarts nor shortens the cooling-off', () => {
    const ending = requestExclusionEnd(indefinite('mga'), SIX_MONTHS, 'ok') as ExclusionRecord;
    expect(requestExclusionEnd(ending, SIX_MONTHS + 3 * DAY, 'again')).toEqual(ending);
  });

  it('refuses to end a timed exclusion early', () => {
    expect(requestExclusionEnd(timed('uk'), START + DAY, undefined)).toEqual({
      code: 'cannot_end_timed',
      until: SIX_MONTHS,
    });
  });

  it('UK: a timed exclusion does not end by itself; the person asks to come back, a day later', () => {
    const after = SIX_MONTHS + 30 * DAY;
    expect(exclusionStatus(timed('uk'), after)).toBe('awaiting_return');
    expect(exclusionActive(timed('uk'), after)).toBe(true);
    const back = requestExclusionEnd(timed('uk'), after, undefined) as ExclusionRecord;
    expect(back.endsAt).toBe(after + RETURN_COOLING_OFF_MS);
    expect(exclusionStatus(back, after + DAY - 1)).toBe('cooling_off');
    expect(exclusionStatus(back, after + DAY)).toBe('ended');
  });

  it('MGA: a timed exclusion ends by itself', () => {
    expect(exclusionStatus(timed('mga'), SIX_MONTHS)).toBe('ended');
    expect(requestExclusionEnd(timed('mga'), SIX_MONTHS, undefined)).toEqual({
      code: 'not_excluded',
    });
  });
});
