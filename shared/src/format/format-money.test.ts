import { formatMoney, MISSING_AMOUNT, prepareMoneyFormat } from './format-money';

// Intl puts non-breaking spaces (U+00A0, U+202F) around symbols in some locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows %p as ---', (amount) => {
    expect(formatMoney(amount, 'USD', 'en')).toBe('---');
    expect(MISSING_AMOUNT).toBe('---');
  });

  it.each([
    [1234.5, 'USD', 'en', '$1,234.50'],
    [0, 'USD', 'en', '$0.00'],
    [-3, 'EUR', 'en', '-€3.00'],
    [1234.5, 'EUR', 'de', '1.234,50 €'],
    [5, 'EUR', 'fr', '5,00 €'],
    [1234.5, 'EUR', 'es', '1234,50 €'],
    [99.999, 'USD', 'en', '$100.00'],
  ] as const)('formats %p %s in %s as %p', (amount, currency, lang, expected) => {
    expect(plain(formatMoney(amount, currency, lang))).toBe(expected);
  });

  it('accepts a lower-case currency code', () => {
    expect(formatMoney(10, 'usd', 'en')).toBe('$10.00');
  });

  it('shows an unknown but well-formed code', () => {
    expect(plain(formatMoney(10, 'FUN', 'en'))).toBe('FUN 10.00');
  });

  it('falls back to the number and the code when Intl refuses the currency', () => {
    expect(formatMoney(10, 'FUNMONEY', 'en')).toBe('10.00 FUNMONEY');
    expect(formatMoney(10, '', 'de')).toBe('10,00');
  });
});

describe('prepareMoneyFormat', () => {
  it('builds the formatter ahead of time: formatMoney then builds none', () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      prepareMoneyFormat(' chf ', 'fr');
      expect(NumberFormat).toHaveBeenCalledTimes(1);
      expect(plain(formatMoney(1234.5, 'CHF', 'fr'))).toBe('1 234,50 CHF');
      expect(NumberFormat).toHaveBeenCalledTimes(1);
    } finally {
      NumberFormat.mockRestore();
    }
  });
});

describe('the Intl.NumberFormat start-up cost', () => {
  it('is not paid for USD, EUR and GBP in any language', () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (const lang of ['en', 'de', 'es', 'fr'] as const) {
        for (const currency of ['USD', 'eur', ' GBP ']) {
          prepareMoneyFormat(currency, lang);
          expect(formatMoney(-1234567.125, currency, lang)).toMatch(/1.?234.?567[.,]13/);
        }
      }
      expect(NumberFormat).not.toHaveBeenCalled();
    } finally {
      NumberFormat.mockRestore();
    }
  });

  it('is still paid for other currencies, which Intl formats', () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      const text = formatMoney(1234567.5, 'JPY', 'de');
      expect(NumberFormat).toHaveBeenCalledTimes(1);
      expect(formatMoney(-0.5, 'jpy', 'de')).toBe(
        new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'JPY' }).format(-0.5),
      );
      expect(NumberFormat).toHaveBeenCalledTimes(2); // the one just above, not another cached one
      expect(text).toBe(
        new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'JPY' }).format(1234567.5),
      );
      expect(plain(text)).toBe('1.234.568 ¥');
    } finally {
      NumberFormat.mockRestore();
    }
  });
});
