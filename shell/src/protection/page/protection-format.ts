// Dates, times and amounts of the protection screens in the player's language, in the browser's
// time zone (tests pass their own).
import { formatMoney, type Lang } from '@parlor/shared';
import type { LimitKind } from '@parlor/shared/host';

// Day-month order and a 24-hour clock in English as in the others ("3 December 2026, 14:05"):
// an end date must not be misread.
const DATE_LOCALES: Record<Lang, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

export const dateLocaleOf = (lang: Lang): string => DATE_LOCALES[lang] ?? DATE_LOCALES.en;

/** An end or effective date, in full: "3 December 2026, 14:05". */
export function formatEndTime(iso: string, lang: Lang, timeZone?: string): string {
  const at = new Date(iso);
  const zone = timeZone ? { timeZone } : {};
  const day = new Intl.DateTimeFormat(dateLocaleOf(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...zone,
  }).format(at);
  const time = new Intl.DateTimeFormat(dateLocaleOf(lang), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...zone,
  }).format(at);
  return `${day}, ${time}`;
}

/** A row's time in a table: "3 Dec 2026, 14:05". */
export function formatRowTime(iso: string, lang: Lang, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocaleOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, the date inputs' value) in words: "3 December 2026". */
export function formatDay(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(dateLocaleOf(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** "30 minutes", in the language's words. */
export function formatMinutes(minutes: number, lang: Lang): string {
  return new Intl.NumberFormat(dateLocaleOf(lang), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}

/** Cents in the casino's currency, as every amount of the app. */
export function formatCents(cents: number, currency: string, lang: Lang): string {
  return formatMoney(cents / 100, currency, lang);
}

/** A limit's value: an amount, or minutes for the session limit. */
export function formatLimitValue(
  kind: LimitKind,
  value: number,
  currency: string,
  lang: Lang,
): string {
  return kind === 'session_minutes'
    ? formatMinutes(value, lang)
    : formatCents(value, currency, lang);
}

/** "6 months, 1 year, 5 years or indefinitely". */
export function formatChoices(items: string[], lang: Lang): string {
  return new Intl.ListFormat(dateLocaleOf(lang), { type: 'disjunction' }).format(items);
}
