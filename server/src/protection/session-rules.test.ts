import { PROTECTION_PROFILES } from './profiles';
import {
  isDue,
  nextAfterContinue,
  nextAfterIntervalChange,
  realityDueAt,
  realityInterval,
  sessionLimitEnd,
} from './session-rules';

const MIN = 60_000;
const T = Date.UTC(2026, 2, 10, 12);

describe('reality check', () => {
  it('uses the player’s interval when the profile offers it, else the default', () => {
    expect(realityInterval(PROTECTION_PROFILES.fusion, undefined)).toBe(60);
    expect(realityInterval(PROTECTION_PROFILES.fusion, 20)).toBe(20);
    expect(realityInterval(PROTECTION_PROFILES.fusion, 15)).toBe(60);
    // the UK profile cannot be turned off; the MGA one can
    expect(realityInterval(PROTECTION_PROFILES.fusion, null)).toBe(60);
    expect(realityInterval(PROTECTION_PROFILES.classic, null)).toBeNull();
  });

  it('is due one interval after the session started, then one after each answer', () => {
    const due = realityDueAt(20, T, undefined);
    expect(due).toBe(T + 20 * MIN);
    expect(isDue(due, T + 20 * MIN - 1)).toBe(false);
    expect(isDue(due, T + 20 * MIN)).toBe(true);
    expect(nextAfterContinue(20, T + 25 * MIN)).toBe(T + 45 * MIN);
    expect(realityDueAt(20, T, T + 45 * MIN)).toBe(T + 45 * MIN);
    expect(realityDueAt(null, T, undefined)).toBeNull();
  });

  it('counts a new interval from now, but a due check stays due until answered', () => {
    expect(nextAfterIntervalChange(10, T + 60 * MIN, T)).toBe(T + 10 * MIN);
    expect(nextAfterIntervalChange(60, T - MIN, T)).toBe(T - MIN);
    expect(nextAfterIntervalChange(null, T - MIN, T)).toBeNull();
  });
});

describe('session time limit', () => {
  it('ends the session its minutes after login', () => {
    expect(sessionLimitEnd(T, 30)).toBe(T + 30 * MIN);
    expect(sessionLimitEnd(T, null)).toBeNull();
  });
});
