// The protection refusals' and errors' sentences in the site's four languages. The `code` (and
// `limit`, `until`) of an answer never change with the language: apps may word them their own way.
import type { PageLang } from '../i18n/page-language';
import { pageText, type PageTexts } from '../i18n/page-language';
import type { Refusal } from './refusals';

export type ProtectionTextKey =
  | 'on_break'
  | 'self_excluded'
  | 'self_excluded_open'
  | 'reality_check_due'
  | 'limit_deposit_day'
  | 'limit_deposit_week'
  | 'limit_deposit_month'
  | 'limit_loss_day'
  | 'limit_session_minutes'
  | 'not_logged_in'
  | 'cannot_shorten'
  | 'not_offered'
  | 'cannot_turn_off'
  | 'not_indefinite'
  | 'not_excluded';

export const PROTECTION_TEXTS: PageTexts<ProtectionTextKey> = {
  en: {
    on_break: 'You are taking a break until {until}.',
    self_excluded: 'You have excluded yourself from play until {until}.',
    self_excluded_open: 'You have excluded yourself from play.',
    reality_check_due: 'Please answer the reality check before you play on.',
    limit_deposit_day:
      'This deposit is over your daily deposit limit. You can deposit again from {until}.',
    limit_deposit_week:
      'This deposit is over your weekly deposit limit. You can deposit again from {until}.',
    limit_deposit_month:
      'This deposit is over your monthly deposit limit. You can deposit again from {until}.',
    limit_loss_day:
      'This bet could take you past your daily loss limit. You can play again from {until}.',
    limit_session_minutes: 'Your session time limit is up. Log in again to start a new session.',
    not_logged_in: 'Log in first',
    cannot_shorten: 'A break or a self-exclusion cannot be shortened.',
    not_offered: 'This casino does not offer this tool.',
    cannot_turn_off: 'The reality check cannot be turned off in this casino.',
    not_indefinite: 'Only an indefinite self-exclusion ends on request; this one runs to its end.',
    not_excluded: 'There is no self-exclusion to end.',
  },
  de: {
    on_break: 'Du machst eine Pause bis {until}.',
    self_excluded: 'Du hast dich bis {until} vom Spiel ausgeschlossen.',
    self_excluded_open: 'Du hast dich vom Spiel ausgeschlossen.',
    reality_check_due: 'Bitte beantworte den Realitätscheck, bevor du weiterspielst.',
    limit_deposit_day:
      'Diese Einzahlung liegt über deinem täglichen Einzahlungslimit. Du kannst ab {until} wieder einzahlen.',
    limit_deposit_week:
      'Diese Einzahlung liegt über deinem wöchentlichen Einzahlungslimit. Du kannst ab {until} wieder einzahlen.',
    limit_deposit_month:
      'Diese Einzahlung liegt über deinem monatlichen Einzahlungslimit. Du kannst ab {until} wieder einzahlen.',
    limit_loss_day:
      'Dieser Einsatz könnte dein tägliches Verlustlimit überschreiten. Du kannst ab {until} wieder spielen.',
    limit_session_minutes:
      'Dein Sitzungszeitlimit ist erreicht. Melde dich erneut an, um eine neue Sitzung zu beginnen.',
    not_logged_in: 'Bitte melde dich zuerst an',
    cannot_shorten: 'Eine Pause oder ein Selbstausschluss kann nicht verkürzt werden.',
    not_offered: 'Dieses Casino bietet diese Funktion nicht an.',
    cannot_turn_off: 'Der Realitätscheck kann in diesem Casino nicht ausgeschaltet werden.',
    not_indefinite:
      'Nur ein unbefristeter Selbstausschluss endet auf Antrag; dieser läuft bis zu seinem Ende.',
    not_excluded: 'Es gibt keinen Selbstausschluss, der beendet werden kann.',
  },
  es: {
    on_break: 'Estás tomando un descanso hasta el {until}.',
    self_excluded: 'Te has autoexcluido del juego hasta el {until}.',
    self_excluded_open: 'Te has autoexcluido del juego.',
    reality_check_due: 'Responde al control de realidad antes de seguir jugando.',
    limit_deposit_day:
      'Este depósito supera tu límite diario de depósito. Podrás depositar de nuevo a partir del {until}.',
    limit_deposit_week:
      'Este depósito supera tu límite semanal de depósito. Podrás depositar de nuevo a partir del {until}.',
    limit_deposit_month:
      'Este depósito supera tu límite mensual de depósito. Podrás depositar de nuevo a partir del {until}.',
    limit_loss_day:
      'Esta apuesta podría superar tu límite diario de pérdidas. Podrás jugar de nuevo a partir del {until}.',
    limit_session_minutes:
      'Se agotó el tiempo límite de tu sesión. Vuelve a iniciar sesión para empezar una nueva.',
    not_logged_in: 'Inicia sesión primero',
    cannot_shorten: 'Un descanso o una autoexclusión no se pueden acortar.',
    not_offered: 'Este casino no ofrece esta herramienta.',
    cannot_turn_off: 'El control de realidad no se puede desactivar en este casino.',
    not_indefinite: 'Solo una autoexclusión indefinida termina a petición; esta dura hasta su fin.',
    not_excluded: 'No hay ninguna autoexclusión que terminar.',
  },
  fr: {
    on_break: 'Vous faites une pause jusqu’au {until}.',
    self_excluded: 'Vous vous êtes exclu du jeu jusqu’au {until}.',
    self_excluded_open: 'Vous vous êtes exclu du jeu.',
    reality_check_due: 'Répondez au rappel de temps de jeu avant de continuer.',
    limit_deposit_day:
      'Ce dépôt dépasse votre limite de dépôt quotidienne. Vous pourrez déposer à nouveau à partir du {until}.',
    limit_deposit_week:
      'Ce dépôt dépasse votre limite de dépôt hebdomadaire. Vous pourrez déposer à nouveau à partir du {until}.',
    limit_deposit_month:
      'Ce dépôt dépasse votre limite de dépôt mensuelle. Vous pourrez déposer à nouveau à partir du {until}.',
    limit_loss_day:
      'Cette mise pourrait dépasser votre limite de pertes quotidienne. Vous pourrez rejouer à partir du {until}.',
    limit_session_minutes:
      'Votre limite de durée de session est atteinte. Reconnectez-vous pour commencer une nouvelle session.',
    not_logged_in: 'Connectez-vous d’abord',
    cannot_shorten: 'Une pause ou une auto-exclusion ne peut pas être raccourcie.',
    not_offered: 'Ce casino ne propose pas cet outil.',
    cannot_turn_off: 'Le rappel de temps de jeu ne peut pas être désactivé dans ce casino.',
    not_indefinite:
      'Seule une auto-exclusion illimitée prend fin sur demande ; celle-ci dure jusqu’à son terme.',
    not_excluded: 'Il n’y a aucune auto-exclusion à terminer.',
  },
};

const LOCALES: Record<PageLang, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

/** An end as "27 November 2026, 00:00 UTC" in the language (the server knows no time zone). */
export function formatUntil(at: number, lang: PageLang): string {
  const text = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(at));
  return `${text} UTC`;
}

function refusalKey(refusal: Refusal): ProtectionTextKey {
  switch (refusal.code) {
    case 'on_break':
    case 'reality_check_due':
      return refusal.code;
    case 'self_excluded':
      return refusal.until == null ? 'self_excluded_open' : 'self_excluded';
    case 'limit_reached':
      return `limit_${refusal.limit ?? 'session_minutes'}`;
  }
}

/** The refusal's sentence in `lang`. */
export function refusalSentence(refusal: Refusal, lang: PageLang): string {
  const until = refusal.until == null ? '' : formatUntil(refusal.until, lang);
  return pageText(PROTECTION_TEXTS, lang, refusalKey(refusal), { until });
}

export function protectionText(key: ProtectionTextKey, lang: PageLang): string {
  return pageText(PROTECTION_TEXTS, lang, key);
}
