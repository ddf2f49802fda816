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
  | 'not_excluded'
  | 'age_unverified'
  | 'return_pending'
  | 'return_pending_until'
  | 'terms_update'
  | 'too_early'
  | 'cannot_end_timed'
  | 'reason_required'
  | 'nothing_to_confirm';

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
    not_logged_in: 'Log in first',
    cannot_shorten: 'A break or a self-exclusion cannot be shortened.',
    not_offered: 'This casino does not offer this tool.',
    cannot_turn_off: 'The reality check cannot be turned off in this casino.',
    not_excluded: 'There is no self-exclusion to end.',
    limit_session_minutes:
      'Your session time limit is up. A new session can start from {until}, after 30 minutes without play.',
    age_unverified:
      "We need to verify your age before you play. Send an identity document from your account's verification page.",
    return_pending:
      'Your self-exclusion period is over. To play again, ask to come back on the responsible gaming page: play resumes one day later.',
    return_pending_until:
      'You asked to come back after your self-exclusion. You can play again from {until}.',
    terms_update: 'Our terms and conditions have changed. Please read and accept them to continue.',
    too_early:
      'An indefinite self-exclusion can be asked to end only after 6 months. You can ask from {until}.',
    cannot_end_timed: 'This self-exclusion runs until {until} and cannot be ended early.',
    reason_required: 'Please tell us why you want your self-exclusion to end.',
    nothing_to_confirm:
      'There is no raised limit to confirm yet: a raise can be confirmed once its 24 hours are over.',
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
    not_logged_in: 'Bitte melde dich zuerst an',
    cannot_shorten: 'Eine Pause oder ein Selbstausschluss kann nicht verkürzt werden.',
    not_offered: 'Dieses Casino bietet diese Funktion nicht an.',
    cannot_turn_off: 'Der Realitätscheck kann in diesem Casino nicht ausgeschaltet werden.',
    not_excluded: 'Es gibt keinen Selbstausschluss, der beendet werden kann.',
    limit_session_minutes:
      'Dein Sitzungszeitlimit ist erreicht. Eine neue Sitzung kann ab {until} beginnen, nach 30 Minuten ohne Spiel.',
    age_unverified:
      'Wir müssen dein Alter prüfen, bevor du spielst. Sende ein Ausweisdokument über die Verifizierungsseite deines Kontos.',
    return_pending:
      'Dein Selbstausschluss ist abgelaufen. Um wieder zu spielen, beantrage die Rückkehr auf der Seite für verantwortungsvolles Spielen: Das Spiel ist einen Tag später wieder möglich.',
    return_pending_until:
      'Du hast nach deinem Selbstausschluss die Rückkehr beantragt. Du kannst ab {until} wieder spielen.',
    terms_update:
      'Unsere Allgemeinen Geschäftsbedingungen haben sich geändert. Bitte lies und akzeptiere sie, um fortzufahren.',
    too_early:
      'Ein unbefristeter Selbstausschluss kann erst nach 6 Monaten beendet werden. Du kannst es ab {until} beantragen.',
    cannot_end_timed:
      'Dieser Selbstausschluss gilt bis {until} und kann nicht vorzeitig beendet werden.',
    reason_required: 'Bitte sag uns, warum dein Selbstausschluss enden soll.',
    nothing_to_confirm:
      'Es gibt noch keine Erhöhung zu bestätigen: Eine Erhöhung kann nach Ablauf ihrer 24 Stunden bestätigt werden.',
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
    not_logged_in: 'Inicia sesión primero',
    cannot_shorten: 'Un descanso o una autoexclusión no se pueden acortar.',
    not_offered: 'Este casino no ofrece esta herramienta.',
    cannot_turn_off: 'El control de realidad no se puede desactivar en este casino.',
    not_excluded: 'No hay ninguna autoexclusión que terminar.',
    limit_session_minutes:
      'Se ha alcanzado tu límite de tiempo de sesión. Una nueva sesión puede empezar a partir del {until}, tras 30 minutos sin jugar.',
    age_unverified:
      'Necesitamos verificar tu edad antes de que juegues. Envía un documento de identidad desde la página de verificación de tu cuenta.',
    return_pending:
      'Tu periodo de autoexclusión ha terminado. Para volver a jugar, solicita volver en la página de juego responsable: podrás jugar un día después.',
    return_pending_until:
      'Has solicitado volver tras tu autoexclusión. Podrás jugar de nuevo a partir del {until}.',
    terms_update:
      'Nuestros términos y condiciones han cambiado. Léelos y acéptalos para continuar.',
    too_early:
      'Una autoexclusión indefinida solo puede terminar después de 6 meses. Puedes solicitarlo a partir del {until}.',
    cannot_end_timed: 'Esta autoexclusión dura hasta el {until} y no puede terminar antes.',
    reason_required: 'Indícanos por qué quieres que termine tu autoexclusión.',
    nothing_to_confirm:
      'Aún no hay ningún aumento que confirmar: un aumento se confirma cuando han pasado sus 24 horas.',
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
    not_logged_in: 'Connectez-vous d’abord',
    cannot_shorten: 'Une pause ou une auto-exclusion ne peut pas être raccourcie.',
    not_offered: 'Ce casino ne propose pas cet outil.',
    cannot_turn_off: 'Le rappel de temps de jeu ne peut pas être désactivé dans ce casino.',
    not_excluded: 'Il n’y a aucune auto-exclusion à terminer.',
    limit_session_minutes:
      'Votre limite de durée de session est atteinte. Une nouvelle session pourra commencer à partir du {until}, après 30 minutes sans jouer.',
    age_unverified:
      'Nous devons vérifier votre âge avant que vous ne jouiez. Envoyez une pièce d’identité depuis la page de vérification de votre compte.',
    return_pending:
      'Votre période d’auto-exclusion est terminée. Pour rejouer, demandez à revenir sur la page de jeu responsable : le jeu reprend un jour plus tard.',
    return_pending_until:
      'Vous avez demandé à revenir après votre auto-exclusion. Vous pourrez rejouer à partir du {until}.',
    terms_update:
      'Nos conditions générales ont changé. Veuillez les lire et les accepter pour continuer.',
    too_early:
      'Une auto-exclusion illimitée ne peut prendre fin qu’après 6 mois. Vous pourrez le demander à partir du {until}.',
    cannot_end_timed: 'Cette auto-exclusion dure jusqu’au {until} et ne peut pas être écourtée.',
    reason_required: 'Dites-nous pourquoi vous souhaitez mettre fin à votre auto-exclusion.',
    nothing_to_confirm:
      'Il n’y a pas encore d’augmentation à confirmer : une augmentation se confirme une fois ses 24 heures écoulées.',
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
    case 'return_pending':
      return refusal.until == null ? 'return_pending' : 'return_pending_until';
    case 'age_unverified':
    case 'terms_update':
      return refusal.code;
  }
}

/** The refusal's sentence in `lang`. */
export function refusalSentence(refusal: Refusal, lang: PageLang): string {
  const until = refusal.until == null ? '' : formatUntil(refusal.until, lang);
  return pageText(PROTECTION_TEXTS, lang, refusalKey(refusal), { until });
}

export function protectionText(key: ProtectionTextKey, lang: PageLang, until?: number): string {
  return pageText(PROTECTION_TEXTS, lang, key, {
    until: until === undefined ? '' : formatUntil(until, lang),
  });
}
