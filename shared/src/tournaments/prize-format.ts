import { formatPlainMoney } from '../format/plain-money';
import type { Lang } from '../types/entities';

const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A prize pool in the language's conventions, always without decimals. The casino's own
 * currencies are written without building an Intl.NumberFormat: the page's first one costs
 * 10-20 ms, and home's tournaments section would pay it in its first render.
 */
export function formatPrize(amount: number, currency: string, lang: Lang): string {
  // Truncate: a pool of 999.99 is not announced as 1,000.
  const units = Math.trunc(Number.isFinite(amount) ? amount : 0);
  const plain = formatPlainMoney(units, currency, lang, { fractionDigits: 0 });
  if (plain !== null) return plain;
  const key = `${lang}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const locale = LOCALES[lang] ?? LOCALES.en;
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
    } catch {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    }
    formatters.set(key, format);
  }
  return format.format(units);
}

const dateFormatters = new Map<Lang, Intl.DateTimeFormat>();

/** A schedule date (from/to) in the language's conventions. */
export function formatScheduleDate(at: number, lang: Lang, timeZone?: string): string {
  let format = timeZone ? undefined : dateFormatters.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang] ?? LOCALES.en, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    if (!timeZone) dateFormatters.set(lang, format);
  }
  return format.format(at);
}
