// What a failed protection call says to the player: the rule that refused it, else a sentence per
// known code, else a plain "try again".
import { ControllerError, protectionRefusalOf, type Lang } from '@parlor/shared';
import { refusalText, type Translate } from './refusal-text';

const KNOWN = [
  'cannot_shorten',
  'cannot_turn_off',
  'not_offered',
  'rate_limited',
  'not_logged_in',
  'invalid_input',
  'nothing_to_confirm',
] as const;

export function actionErrorText(error: unknown, t: Translate, lang: Lang): string {
  const refusal = protectionRefusalOf(error);
  if (refusal) return refusalText(refusal, t, lang);
  if (error instanceof ControllerError) {
    const known = KNOWN.find((code) => code === error.code);
    if (known) return t(`responsible.errors.${known}`);
    if (error.status === 429) return t('responsible.errors.rate_limited');
    if (error.status === 401) return t('responsible.errors.not_logged_in');
    if (error.status === 409) return t('responsible.errors.cannot_shorten');
  }
  return t('responsible.errors.generic');
}
