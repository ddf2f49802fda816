import type { Lang } from '../types/entities';
import { formatPlainMoney } from './plain-money';

const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };
const LANGS = Object.keys(LOCALES) as Lang[];
const CURRENCIES = ['USD', 'EUR', 'GBP'];

// mulberry32: the same sample on every run
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample(): number[] {
  const next = random(20260);
  const digits = (count: number) => Math.floor(next() * 10 ** count);
  const magnitude = () => 1 + Math.floor(next() * 15); // 1 to 15 integer digits
  const values = [
    ...[0, -0, 1, 999, 1000, 9999, 10000, 99999, 100000, 999999.99, 1e6, 1e15, 1e20],
    // the half cents that toFixed or half-even rounding get wrong, and carries into the next group
    ...[1.005, 2.675, 0.125, 1.115, 0.005, 0.015, 0.025, 0.045, 9.995, 999.995, 9999.995],
    ...[99999.995, 123456789.995, 0.0049, 0.001, 0.000001, 0.0000049, 1e15 + 0.125],
    ...[999999999999999.9, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 123456789012345680000],
  ];
  for (let i = 0; i < 600; i += 1) {
    values.push(digits(magnitude())); // integers
    values.push(Number(`${digits(magnitude())}.${String(digits(2)).padStart(2, '0')}`)); // cents
    values.push(Number(`${digits(magnitude())}.${String(digits(2)).padStart(2, '0')}5`)); // x.xx5
    values.push(next() * 10 ** (magnitude() - 3)); // 0.01 to 1e12, all the digits a double has
    values.push(next() * 10 ** -Math.floor(1 + next() * 5)); // down to 1e-6
    values.push(next() * 10 ** (15 + Math.floor(next() * 6))); // 1e15 up to 1e21
  }
  return [...values, ...values.map((value) => -value)];
}

describe('formatPlainMoney', () => {
  const values = sample();

  it('draws a sample with every case in it', () => {
    expect(values.length).toBeGreaterThan(7000);
    const all = values.map((value) => String(Math.abs(value)));
    expect(all.filter((text) => /\.\d\d5$/.test(text)).length).toBeGreaterThan(1000);
    expect(all.filter((text) => /^\d{4}(\.|$)/.test(text)).length).toBeGreaterThan(50);
    expect(all.filter((text) => /^0\.0000/.test(text)).length).toBeGreaterThan(50);
    expect(all.filter((text) => /^\d{16,}/.test(text)).length).toBeGreaterThan(500);
  });

  it.each(LANGS.flatMap((lang) => CURRENCIES.map((currency) => [lang, currency] as const)))(
    'writes what Intl writes in %s for %s',
    (lang, currency) => {
      const intl = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency });
      const wrong: string[] = [];
      let written = 0;
      for (const value of values) {
        const text = formatPlainMoney(value, currency, lang);
        if (text === null) {
          // only for what String() writes with an exponent
          if (!/e/.test(String(value))) wrong.push(`${value}: null`);
          continue;
        }
        written += 1;
        const expected = intl.format(value);
        if (text !== expected)
          wrong.push(`${value}: ${JSON.stringify(text)} not ${JSON.stringify(expected)}`);
      }
      expect(wrong.slice(0, 20)).toEqual([]);
      expect(written).toBeGreaterThan(values.length * 0.9);
    },
  );

  it.each(LANGS.flatMap((lang) => CURRENCIES.map((currency) => [lang, currency] as const)))(
    'writes whole units as Intl does without decimals in %s for %s',
    (lang, currency) => {
      const intl = new Intl.NumberFormat(LOCALES[lang], {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
      const wrong: string[] = [];
      for (const value of values) {
        const text = formatPlainMoney(value, currency, lang, { fractionDigits: 0 });
        if (text === null) {
          if (!/e/.test(String(value))) wrong.push(`${value}: null`);
          continue;
        }
        const expected = intl.format(value);
        if (text !== expected)
          wrong.push(`${value}: ${JSON.stringify(text)} not ${JSON.stringify(expected)}`);
      }
      expect(wrong.slice(0, 20)).toEqual([]);
    },
  );

  it.each([
    [1.005, 'USD', 'en', '$1.01'],
    [2.675, 'EUR', 'de', '2,68\u00a0€'],
    [0.125, 'GBP', 'en', '£0.13'],
    [123456789.995, 'USD', 'fr', '123\u202f456\u202f790,00\u00a0$US'],
    [1234.5, 'USD', 'es', '1234,50\u00a0US$'],
    [12345, 'GBP', 'es', '12.345,00\u00a0GBP'],
    [-1234.5, 'GBP', 'fr', '-1\u202f234,50\u00a0£GB'],
    [-0, 'USD', 'en', '-$0.00'],
    [-0.001, 'EUR', 'de', '-0,00\u00a0€'],
  ] as const)('writes %p %s in %s as %p', (amount, currency, lang, expected) => {
    expect(formatPlainMoney(amount, currency, lang)).toBe(expected);
  });

  it.each([
    [10, 'JPY', 'en'],
    [10, 'CHF', 'fr'],
    [10, 'usd', 'en'],
    [10, 'USD', 'it' as Lang],
    [Number.NaN, 'USD', 'en'],
    [Number.NEGATIVE_INFINITY, 'EUR', 'de'],
    [1e21, 'USD', 'en'],
    [1e-7, 'EUR', 'fr'],
    [-1e-7, 'GBP', 'es'],
  ] as const)('leaves %p %s in %s to Intl', (amount, currency, lang) => {
    expect(formatPlainMoney(amount, currency, lang)).toBeNull();
  });
});
