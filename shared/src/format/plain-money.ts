import type { Lang } from '../types/entities';

// What `new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)` gives for the
// casino's own currencies in its four languages (locales as in format-money.ts), without building
// one. The tables are CLDR's, copied from Intl's output; plain-money.test.ts compares the two.
interface LocaleStyle {
  decimal: string;
  group: string;
  /** fewest integer digits that get grouped (es-ES leaves 4-digit amounts whole) */
  groupFrom: number;
  /** the symbol comes first, unspaced ($1.00); else after the amount and a no-break space */
  symbolFirst: boolean;
  symbols: Readonly<Record<string, string>>;
}

const STYLES: Readonly<Record<string, LocaleStyle>> = {
  en: {
    decimal: '.',
    group: ',',
    groupFrom: 4,
    symbolFirst: true,
    symbols: { USD: '$', EUR: '€', GBP: '£' },
  },
  de: {
    decimal: ',',
    group: '.',
    groupFrom: 4,
    symbolFirst: false,
    symbols: { USD: '$', EUR: '€', GBP: '£' },
  },
  es: {
    decimal: ',',
    group: '.',
    groupFrom: 5,
    symbolFirst: false,
    symbols: { USD: 'US$', EUR: '€', GBP: 'GBP' },
  },
  fr: {
    decimal: ',',
    group: '\u202f',
    groupFrom: 4,
    symbolFirst: false,
    symbols: { USD: '$US', EUR: '€', GBP: '£GB' },
  },
};

/** The decimal digits plus one ('1299' gives '1300', '99' gives '100'). */
function addOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - 1 - i);
}

function groupDigits(whole: string, style: LocaleStyle): string {
  if (whole.length < style.groupFrom) return whole;
  let text = whole.slice(0, whole.length % 3 || 3);
  for (let i = text.length; i < whole.length; i += 3) text += style.group + whole.slice(i, i + 3);
  return text;
}

/**
 * The amount as Intl's currency format writes it for USD, EUR and GBP in en, de, es and fr; null
 * when this does not know the answer (another currency or language, not finite, an amount that
 * String() writes with an exponent): the caller then asks Intl. `fractionDigits: 0` writes whole
 * units, as Intl does with `minimumFractionDigits` and `maximumFractionDigits` 0 (a prize pool).
 */
export function formatPlainMoney(
  amount: number,
  currency: string,
  lang: Lang,
  { fractionDigits = 2 }: { fractionDigits?: 0 | 2 } = {},
): string | null {
  const style = Object.hasOwn(STYLES, lang) ? STYLES[lang] : undefined;
  const symbol =
    style && Object.hasOwn(style.symbols, currency) ? style.symbols[currency] : undefined;
  if (!style || symbol === undefined || !Number.isFinite(amount)) return null;
  // Intl rounds the shortest decimal that reads back as the number, which is what String() writes
  // (1.005 is '1.005' and gives 1.01, though the double is a hair below), half away from zero.
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
  if (!parts) return null;
  const [, whole = '', fraction = ''] = parts;
  let digits = whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits);
  if (fraction.charAt(fractionDigits) >= '5') digits = addOne(digits);
  const units = groupDigits(digits.slice(0, digits.length - fractionDigits), style);
  const number = fractionDigits
    ? `${units}${style.decimal}${digits.slice(-fractionDigits)}`
    : units;
  // Negative zero and negatives that round to zero keep their minus sign (-0.001 is -$0.00).
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return style.symbolFirst ? `${sign}${symbol}${number}` : `${sign}${number}\u00a0${symbol}`;
}
