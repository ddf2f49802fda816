import { formatPrize } from './prize-format';

// Intl separates some of these with (narrow) no-break spaces: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrize', () => {
  it('shows the prize pool with no decimals in each language', () => {
    expect(plain(formatPrize(25000.75, 'USD', 'en'))).toBe('$25,000');
    expect(plain(formatPrize(25000.75, 'USD', 'de'))).toBe('25.000 $');
    expect(plain(formatPrize(25000.75, 'USD', 'es'))).toBe('25.000 US$');
    expect(plain(formatPrize(25000.75, 'USD', 'fr'))).toBe('25 000 $US');
    expect(plain(formatPrize(1500, 'EUR', 'de'))).toBe('1.500 €');
  });

  it('never rounds a pool up and survives an unusable currency code', () => {
    expect(formatPrize(999.99, 'USD', 'en')).toBe('$999');
    expect(formatPrize(1234, '', 'en')).toBe('1,234');
    expect(formatPrize(Number.NaN, 'USD', 'en')).toBe('$0');
  });

  it("writes the casino's own currencies without building an Intl.NumberFormat; others through it", () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    expect(formatPrize(25000.75, 'GBP', 'fr')).toBe(
      new Intl.NumberFormat('fr-FR', {
        style: 'currency',
        currency: 'GBP',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(25000),
    );
    built.mockClear();
    for (const lang of ['en', 'de', 'es', 'fr'] as const)
      for (const currency of ['USD', 'EUR', 'GBP']) formatPrize(1234.5, currency, lang);
    expect(built).not.toHaveBeenCalled();
    expect(plain(formatPrize(1234.5, 'CHF', 'de'))).toBe('1.234 CHF');
    expect(built).toHaveBeenCalled();
    built.mockRestore();
  });
});
