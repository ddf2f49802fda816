// A launch refused by a player protection rule (docs/player-protection.md): a 403 with the rule's
// code, and the limit and its end where there is one. The controller enforces the rule; the page
// says which rule stopped the game, until when and what the player can do, in their language.
import { protectionRefusalOf, type Lang, type ProtectionRefusal } from '@parlor/shared';

/** The refusal a failed launch carries, or null when it is no protection refusal. */
export { protectionRefusalOf };

const LOCALES: Record<Lang, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

/** An end date as "27 November 2026, 00:00" in the language (the browser's time zone by default). */
export function formatUntil(iso: string, lang: Lang, timeZone?: string): string {
  const at = new Date(iso);
  const locale = LOCALES[lang] ?? LOCALES.en;
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return `${date}, ${time}`;
}

/** The translation key (namespace `game`) and its values that say why the launch was refused. */
export function refusalMessage(
  refusal: ProtectionRefusal,
  lang: Lang,
  timeZone?: string,
): { key: string; values: { until?: string; reason?: string } } {
  const until = refusal.until ? formatUntil(refusal.until, lang, timeZone) : undefined;
  const values = until ? { until } : {};
  const reason = refusal.error;
  const withEnd = (key: string) => ({ key: until ? key : `${key}_open`, values });
  switch (refusal.code) {
    case 'reality_check_due':
      return { key: 'errors.protection.reality_check_due', values: {} };
    case 'on_break':
      return withEnd('errors.protection.on_break');
    case 'self_excluded':
      return withEnd('errors.protection.self_excluded');
    case 'limit_reached':
      // a session time limit ends with the session, whatever the end date says
      if (refusal.limit === 'session_minutes') {
        return { key: 'errors.protection.session_limit', values: {} };
      }
      return withEnd(`errors.protection.limit_${refusal.limit ?? 'other'}`);
    case 'age_unverified':
      return { key: 'errors.protection.age_unverified', values: {} };
    case 'return_pending':
      // with an end: the return was asked for and its cooling-off runs; without: ask first
      return until
        ? { key: 'errors.protection.return_pending', values }
        : { key: 'errors.protection.return_pending_ask', values: {} };
    case 'terms_update':
      return { key: 'errors.protection.terms_update', values: {} };
    default:
      // a code of a newer @parlor/shared (the shell's, at run time): the controller's own sentence
      return { key: 'errors.protection.other', values: { reason } };
  }
}

/** What the player can do about a refusal, besides the responsible gaming page and help. */
export type RefusalAction = 'verify_age' | 'ask_to_return' | 'read_terms';

export function refusalAction(refusal: ProtectionRefusal): RefusalAction | null {
  switch (refusal.code) {
    case 'age_unverified':
      return 'verify_age';
    case 'return_pending':
      // an end date: the return is already asked for, only waiting is left
      return refusal.until ? null : 'ask_to_return';
    case 'terms_update':
      return 'read_terms';
    default:
      return null;
  }
}
