// What a refusal by a protection rule says to the player, with its end date (a login on a break,
// a self-excluded login, a return after an exclusion not asked for yet, a limit reached).
import type { Lang, useTranslation } from '@parlor/shared';
import type { ProtectionRefusal } from '@parlor/shared/host';
import { formatEndTime } from './protection-format';

/** The `t` of the shell's strings. */
export type Translate = ReturnType<typeof useTranslation>['t'];

/** The sentence for `refusal`, in the player's language. */
export function refusalText(
  refusal: ProtectionRefusal,
  t: Translate,
  lang: Lang,
  timeZone?: string,
): string {
  const date = refusal.until ? formatEndTime(refusal.until, lang, timeZone) : null;
  switch (refusal.code) {
    case 'on_break':
      return date
        ? t('shell:responsible.refusal.on_break_until', { date })
        : t('shell:responsible.refusal.on_break');
    case 'self_excluded':
      if (refusal.until === null) return t('shell:responsible.refusal.excluded_indefinitely');
      return date
        ? t('shell:responsible.refusal.excluded_until', { date })
        : t('shell:responsible.refusal.excluded');
    case 'limit_reached': {
      const limit = t(`shell:responsible.limit_name.${refusal.limit ?? 'generic'}`);
      return date
        ? t('shell:responsible.refusal.limit_until', { limit, date })
        : t('shell:responsible.refusal.limit', { limit });
    }
    case 'reality_check_due':
      return t('shell:responsible.refusal.reality_check');
    case 'return_pending':
      // with a date: the return is asked for and its day of cooling-off runs
      return date
        ? t('shell:responsible.refusal.return_pending_until', { date })
        : t('shell:responsible.refusal.return_pending');
    case 'age_unverified':
      return t('shell:responsible.refusal.age_unverified');
    case 'terms_update':
      return t('shell:responsible.refusal.terms_update');
  }
}
