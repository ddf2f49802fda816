import { formatCountdown } from './countdown-format';

const ms = (d: number, h: number, m: number, s: number) =>
  ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;

describe('formatCountdown', () => {
  it('writes the countdown in each countdown language', () => {
    const left = ms(2, 3, 4, 5);
    expect(formatCountdown(left, 'en')).toBe('2d 03h 04m 05s');
    expect(formatCountdown(left, 'de')).toBe('2 T 03 Std. 04 Min. 05 Sek.');
    expect(formatCountdown(left, 'es')).toBe('2d 03h 04min 05s');
    expect(formatCountdown(left, 'fr')).toBe('2j 03h 04min 05s');
  });

  it('leaves out days when under one day, and stops at zero', () => {
    expect(formatCountdown(ms(0, 23, 59, 59), 'en')).toBe('23h 59m 59s');
    expect(formatCountdown(ms(1, 0, 0, 0), 'en')).toBe('1d 00h 00m 00s');
    expect(formatCountdown(-1000, 'fr')).toBe('00h 00min 00s');
  });
});
