import type { Lang } from '../types/entities';

/** What a null amount shows as (docs/product-rules.md). */
export const MISSING_AMOUNT = '---';

const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

// Building an Intl.NumberFormat is far slower than using one: keep one per (lang, currency).
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, currency: string): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    const locale = LOCALES[lang] ?? LOCALES.en;
    try {
      cached = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // Not an ISO 4217 shape (empty, too long): the amount with two decimals, code appended below.
      cached = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formatters.set(key, cached);
  }
  return cached;
}

/** An amount in currency units in the language's conventions; null or undefined gives '---'. */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  lang: Lang,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return MISSING_AMOUNT;
  const code = currency.trim().toUpperCase();
  const format = formatter(lang, code);
  const text = format.format(amount);
  return format.resolvedOptions().style === 'currency' || !code ? text : `${text} ${code}`;
}
