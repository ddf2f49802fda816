import { limitChange, parseLimitInput, waitsADay } from './limit-rules';
import { periodEnd } from './period-end';
import { dayOf, defaultHistoryQuery, earliestHistoryDay, rangeProblem } from './history-range';
import { formatDay, formatEndTime, formatLimitValue } from './protection-format';
import { telHref } from '../help/help-contact-list';

describe('limits', () => {
  it('applies a first or lower limit at once and makes a raise or a removal wait', () => {
    expect(limitChange(null, 5000)).toBe('first');
    expect(limitChange(5000, 4000)).toBe('lower');
    expect(limitChange(5000, 6000)).toBe('raise');
    expect(limitChange(5000, null)).toBe('remove');
    expect(limitChange(5000, 5000)).toBe('same');
    expect(['first', 'lower', 'raise', 'remove'].filter((c) => waitsADay(c as never))).toEqual([
      'raise',
      'remove',
    ]);
  });

  it('reads amounts in cents with a point or a comma, and whole minutes', () => {
    expect(parseLimitInput('deposit_day', ' 50 ')).toEqual({ value: 5000 });
    expect(parseLimitInput('deposit_day', '50,5')).toEqual({ value: 5050 });
    expect(parseLimitInput('loss_day', '0.07')).toEqual({ value: 7 });
    expect(parseLimitInput('deposit_day', '')).toEqual({ error: 'empty' });
    expect(parseLimitInput('deposit_day', '5.001')).toEqual({ error: 'format' });
    expect(parseLimitInput('deposit_day', '-5')).toEqual({ error: 'format' });
    expect(parseLimitInput('deposit_day', '0')).toEqual({ error: 'range' });
    expect(parseLimitInput('deposit_day', '10000001')).toEqual({ error: 'range' });
    expect(parseLimitInput('session_minutes', '90')).toEqual({ value: 90 });
    expect(parseLimitInput('session_minutes', '1.5')).toEqual({ error: 'format' });
    expect(parseLimitInput('session_minutes', '1441')).toEqual({ error: 'range' });
  });
});

describe('the end of a period', () => {
  const now = Date.parse('2026-08-31T12:00:00.000Z');
  it('adds days and weeks exactly, months by the calendar, and none for indefinite', () => {
    expect(periodEnd('24h', now)).toBe('2026-09-01T12:00:00.000Z');
    expect(periodEnd('6w', now)).toBe('2026-10-12T12:00:00.000Z');
    expect(periodEnd('6m', now)).toBe('2027-02-28T12:00:00.000Z');
    expect(periodEnd('1y', now)).toBe('2027-08-31T12:00:00.000Z');
    expect(periodEnd('5y', Date.parse('2028-02-29T00:00:00.000Z'))).toBe(
      '2033-02-28T00:00:00.000Z',
    );
    expect(periodEnd('indefinite', now)).toBeNull();
  });
});

describe('the history range', () => {
  it('defaults to the last 30 days and reaches back 12 months', () => {
    const now = new Date(2026, 2, 15, 9, 30);
    expect(defaultHistoryQuery(now)).toEqual({ from: '2026-02-13', to: '2026-03-15', type: 'all' });
    expect(earliestHistoryDay(now)).toBe('2025-03-15');
    expect(dayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('wants two real days in order', () => {
    expect(rangeProblem('2026-03-01', '2026-03-15')).toBeNull();
    expect(rangeProblem('2026-03-15', '2026-03-15')).toBeNull();
    expect(rangeProblem('2026-03-16', '2026-03-15')).toBe('order');
    expect(rangeProblem('', '2026-03-15')).toBe('missing');
    expect(rangeProblem('2026-02-30', '2026-03-15')).toBe('missing');
  });
});

describe('formats', () => {
  const at = '2026-12-03T14:05:00.000Z';
  it('writes an end date in full in each language, day first, on a 24-hour clock', () => {
    expect(formatEndTime(at, 'en', 'UTC')).toBe('3 December 2026, 14:05');
    expect(formatEndTime(at, 'de', 'UTC')).toBe('3. Dezember 2026, 14:05');
    expect(formatEndTime(at, 'es', 'UTC')).toBe('3 de diciembre de 2026, 14:05');
    expect(formatEndTime(at, 'fr', 'UTC')).toBe('3 décembre 2026, 14:05');
    expect(formatEndTime(at, 'en', 'Europe/Berlin')).toBe('3 December 2026, 15:05');
  });

  it('writes a calendar day, an amount and minutes', () => {
    expect(formatDay('2026-05-01', 'en')).toBe('1 May 2026');
    expect(formatLimitValue('deposit_day', 5050, 'USD', 'en')).toBe('$50.50');
    expect(formatLimitValue('loss_day', 10000, 'EUR', 'de')).toBe('100,00\u00a0€');
    expect(formatLimitValue('session_minutes', 90, 'USD', 'en')).toBe('90 minutes');
  });

  it('dials a phone number', () => {
    expect(telHref('0808 8020 133')).toBe('tel:08088020133');
    expect(telHref('+356 1777')).toBe('tel:+3561777');
  });
});
