import type { Lang } from '../types/entities';
import { formatPlainMoney } from './plain-money';

/** What a null amount shows as (docs/product-rules.md). */
export const MISSING_AMOUNT = '---';

const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

// The page's first Intl.NumberFormat sets up the browser's number formatting (~10 ms of CPU on a
// desktop, several times that on a phone), which landed in start-up: the shell's boot and the first
// render of the balance and the jackpot tiles. So USD, EUR and GBP in our four languages are written
// by formatPlainMoney, with Intl's exact strings (its tests compare them), and build none. Other
// currencies use Intl, one formatter per (lang, currency) since building one is far slower than
// using it; prepareMoneyFormat builds it ahead of the first render.
interface MoneyFormat {
  format: Intl.NumberFormat;
  /** not a currency format (a code that is not ISO 4217): the code follows the amount */
  appendCode: boolean;
}
const formatters = new Map<string, MoneyFormat>();

function formatter(lang: Lang, currency: string): MoneyFormat {
  const key = `${lang}:${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    const locale = LOCALES[lang] ?? LOCALES.en;
    try {
      cached = {
        format: new Intl.NumberFormat(locale, { style: 'currency', currency }),
        appendCode: false,
      };
    } catch {
      // Not an ISO 4217 shape (empty, too long): the amount with two decimals, code appended below.
      cached = {
        format: new Intl.NumberFormat(locale, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
        appendCode: currency !== '',
      };
    }
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Builds the Intl formatter formatMoney will use for this currency and language, ahead of time;
 * nothing to build for the currencies formatPlainMoney writes.
 */
export function prepareMoneyFormat(currency: string, lang: Lang): void {
  const code = currency.trim().toUpperCase();
  if (formatPlainMoney(0, code, lang) === null) formatter(lang, code);
}

/** An amount in currency units in the language's conventions; null or undefined gives '---'. */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  lang: Lang,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return MISSING_AMOUNT;
  const code = currency.trim().toUpperCase();
  const plain = formatPlainMoney(amount, code, lang);
  if (plain !== null) return plain;
  const { format, appendCode } = formatter(lang, code);
  const text = format.format(amount);
  return appendCode ? `${text} ${code}` : text;
}
