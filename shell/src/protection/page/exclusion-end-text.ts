// What a request to end a self-exclusion (or to come back after one) is told when it is refused:
// the account's problem, the exclusion's rule with its date, else what any action says.
import { ControllerError, type Lang } from '@parlor/shared';
import { ProtectionApiError } from '../api/protection-error';
import { actionErrorText } from './action-error-text';
import { formatEndTime } from './protection-format';
import type { Translate } from './refusal-text';

const PLAIN = ['bad_credentials', 'not_excluded', 'not_indefinite'] as const;

export function exclusionEndErrorText(error: unknown, t: Translate, lang: Lang): string {
  if (!(error instanceof ControllerError)) return actionErrorText(error, t, lang);
  const code = error.code;
  const plain = PLAIN.find((known) => known === code);
  if (plain) return t(`responsible.exclusion_end.${plain}`);
  if (code === 'reason_required') return t('responsible.exclusion_end.missing_reason');
  if (code === 'too_early' || code === 'cannot_end_timed') {
    const until = error instanceof ProtectionApiError ? error.until : undefined;
    return until
      ? t(`responsible.exclusion_end.${code}`, { date: formatEndTime(until, lang) })
      : t(`responsible.exclusion_end.${code}_plain`);
  }
  return actionErrorText(error, t, lang);
}
