import { makeGame } from '@parlor/shared/testing';
import type { JackpotMultiplier } from '@parlor/shared';
import {
  effectiveJackpot,
  isMultiplierActive,
  jackpotDisplay,
  serverTime,
} from './jackpot-multiplier';

const at = (iso: string) => new Date(iso);
const daily = (start_time: string, end_time: string): JackpotMultiplier => ({
  type: 'multiplier',
  multipliers: { value: 2 },
  schedule: { repeat_param: 'daily', start_time, end_time },
});
const weekly = (days: string[]): JackpotMultiplier => ({
  type: 'multiplier',
  multipliers: { value: 3 },
  schedule: { repeat_param: 'weekly', recurrence: ['weekly', days] },
});

describe('server time (US Eastern)', () => {
  it('gives the weekday and minutes of the day in New York', () => {
    // Monday 03:30 UTC in January is Sunday 22:30 in New York.
    expect(serverTime(at('2025-01-06T03:30:00Z'))).toEqual({ weekday: 'sunday', minutes: 1350 });
    // The same UTC clock in July is Sunday 23:30.
    expect(serverTime(at('2025-07-07T03:30:00Z'))).toEqual({ weekday: 'sunday', minutes: 1410 });
  });
});

describe('isMultiplierActive', () => {
  it('is always active without a schedule', () => {
    expect(
      isMultiplierActive(
        { type: 'boosted', multipliers: { value: 10 }, schedule: null },
        at('2025-01-01T00:00:00Z'),
      ),
    ).toBe(true);
  });

  it('one_time: inside the window only, ends included', () => {
    const m: JackpotMultiplier = {
      type: 'multiplier',
      multipliers: { value: 2 },
      schedule: {
        repeat_param: 'one_time',
        start_at: '2025-05-01T10:00:00-04:00',
        end_at: '2025-05-02T10:00:00-04:00',
      },
    };
    expect(isMultiplierActive(m, at('2025-05-01T13:59:59Z'))).toBe(false);
    expect(isMultiplierActive(m, at('2025-05-01T14:00:00Z'))).toBe(true);
    expect(isMultiplierActive(m, at('2025-05-02T14:00:00Z'))).toBe(true);
    expect(isMultiplierActive(m, at('2025-05-02T14:00:01Z'))).toBe(false);
  });

  it('daily: inside the HH:MM range in server time, both minutes included', () => {
    const m = daily('09:00', '17:30');
    // Winter: 09:00 EST = 14:00 UTC.
    expect(isMultiplierActive(m, at('2025-01-10T13:59:00Z'))).toBe(false);
    expect(isMultiplierActive(m, at('2025-01-10T14:00:00Z'))).toBe(true);
    expect(isMultiplierActive(m, at('2025-01-10T22:30:59Z'))).toBe(true);
    expect(isMultiplierActive(m, at('2025-01-10T22:31:00Z'))).toBe(false);
    // Summer: 09:00 EDT = 13:00 UTC.
    expect(isMultiplierActive(m, at('2025-07-10T13:00:00Z'))).toBe(true);
    expect(isMultiplierActive(m, at('2025-07-10T12:59:00Z'))).toBe(false);
  });

  it('daily: follows the clock across the DST change', () => {
    const m = daily('01:00', '01:59');
    // 2025-03-09 06:30 UTC is 01:30 EST (before the change): active.
    expect(isMultiplierActive(m, at('2025-03-09T06:30:00Z'))).toBe(true);
    // 2025-03-09 07:30 UTC is 03:30 EDT (after the change): inactive.
    expect(isMultiplierActive(m, at('2025-03-09T07:30:00Z'))).toBe(false);
    // 2025-11-02 05:30 UTC is 01:30 EDT, 06:30 UTC is 01:30 EST: both active.
    expect(isMultiplierActive(m, at('2025-11-02T05:30:00Z'))).toBe(true);
    expect(isMultiplierActive(m, at('2025-11-02T06:30:00Z'))).toBe(true);
  });

  it('daily: a range past midnight wraps', () => {
    const m = daily('22:00', '02:00');
    expect(isMultiplierActive(m, at('2025-01-10T03:30:00Z'))).toBe(true); // 22:30
    expect(isMultiplierActive(m, at('2025-01-10T06:30:00Z'))).toBe(true); // 01:30
    expect(isMultiplierActive(m, at('2025-01-10T12:00:00Z'))).toBe(false); // 07:00
  });

  it('daily 00:00-23:59 is active all day', () => {
    const m = daily('00:00', '23:59');
    expect(isMultiplierActive(m, at('2025-01-10T04:59:59Z'))).toBe(true); // 23:59:59
    expect(isMultiplierActive(m, at('2025-01-10T05:00:00Z'))).toBe(true); // 00:00
  });

  it('weekly: on a listed weekday in server time, not in UTC', () => {
    const m = weekly(['friday']);
    // Saturday 02:00 UTC in January is Friday 21:00 in New York.
    expect(isMultiplierActive(m, at('2025-01-11T02:00:00Z'))).toBe(true);
    // Saturday 05:00 UTC is Saturday 00:00 in New York.
    expect(isMultiplierActive(m, at('2025-01-11T05:00:00Z'))).toBe(false);
    // Summer: Saturday 03:59 UTC is Friday 23:59 EDT, 04:00 UTC is Saturday.
    expect(isMultiplierActive(m, at('2025-07-12T03:59:00Z'))).toBe(true);
    expect(isMultiplierActive(m, at('2025-07-12T04:00:00Z'))).toBe(false);
  });

  it('malformed schedules are inactive', () => {
    expect(isMultiplierActive(daily('9am', '17:00'), at('2025-01-10T15:00:00Z'))).toBe(false);
    expect(
      isMultiplierActive(
        { type: 'multiplier', multipliers: { value: 2 }, schedule: { repeat_param: 'one_time' } },
        at('2025-01-10T15:00:00Z'),
      ),
    ).toBe(false);
  });
});

describe('jackpotDisplay', () => {
  const now = at('2025-01-10T15:00:00Z');

  it('shows nothing for a jackpot of zero or less', () => {
    expect(jackpotDisplay(makeGame({ jackpot: 0 }), now)).toBeNull();
    expect(jackpotDisplay(makeGame({ jackpot: -5 }), now)).toBeNull();
  });

  it('shows the plain amount without a multiplier', () => {
    expect(jackpotDisplay(makeGame({ jackpot: 125000.5 }), now)).toEqual({
      amount: 125000.5,
      base: 125000.5,
      tag: null,
    });
  });

  it('an active multiplier multiplies and tags Multiplied', () => {
    const game = makeGame({
      jackpot: 42000,
      jackpot_multiplier: { type: 'multiplier', multipliers: { value: 3 }, schedule: null },
    });
    expect(jackpotDisplay(game, now)).toEqual({ amount: 126000, base: 42000, tag: 'multiplied' });
  });

  it('an active boost adds and tags Boosted', () => {
    const game = makeGame({
      jackpot: 15000,
      jackpot_multiplier: { type: 'boosted', multipliers: { value: 5000 }, schedule: null },
    });
    expect(jackpotDisplay(game, now)).toEqual({ amount: 20000, base: 15000, tag: 'boosted' });
  });

  it('an inactive multiplier shows the plain amount', () => {
    const game = makeGame({ jackpot: 100, jackpot_multiplier: daily('00:00', '00:01') });
    expect(jackpotDisplay(game, now)).toEqual({ amount: 100, base: 100, tag: null });
    expect(effectiveJackpot(game, now)).toBe(100);
  });
});
