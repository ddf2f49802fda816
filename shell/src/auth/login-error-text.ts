// What a failed login says: the protection rule that refused it (a break, an exclusion, a return
// not asked for yet), else the account's own problem, else a plain "try again".
import { ControllerError, protectionRefusalOf, type Lang } from '@parlor/shared';
import { refusalText, type Translate } from '../protection/page/refusal-text';

export function loginErrorText(error: unknown, t: Translate, lang: Lang): string {
  const refusal = protectionRefusalOf(error);
  if (refusal) return refusalText(refusal, t, lang);
  if (error instanceof ControllerError) {
    if (error.status === 401) return t('login.bad_credentials');
    if (error.status === 429) return t('login.rate_limited');
    if (error.status === 400) return t('login.invalid');
  }
  console.error('login failed', error);
  return t('login.failed');
}
