import type { Lang } from '../types/entities';

/** What a null amount shows as (docs/product-rules.md). */
export const MISSING_AMOUNT = '---';

const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

// Building an Intl.NumberFormat is far slower than using one: keep one per (lang, currency). The
// page's first one also sets up the browser's number formatting (20-30 ms in Chromium here, four
// times that on a phone): the shell's boot builds the casino's (prepareMoneyFormat) while the first
// screen is still on the network, not in the render of the first tiles with a jackpot.
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

/** Builds the formatter formatMoney will use for this currency and language, ahead of time. */
export function prepareMoneyFormat(currency: string, lang: Lang): void {
  formatter(lang, currency.trim().toUpperCase());
}

/** An amount in currency units in the language's conventions; null or undefined gives '---'. */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  lang: Lang,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return MISSING_AMOUNT;
  const code = currency.trim().toUpperCase();
  const { format, appendCode } = formatter(lang, code);
  const text = format.format(amount);
  return appendCode ? `${text} ${code}` : text;
}
