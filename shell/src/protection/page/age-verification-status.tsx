import { useSessionStore, useTranslation, withBasePath } from '@parlor/shared';
import type { ProtectionProfile } from '@parlor/shared/host';
import type { AgeVerification } from '../api/protection-answers';
import { VERIFICATION_PAGE } from './paths';

interface AgeVerificationStatusProps {
  /** null: the controller did not say (the section is left out) */
  state: AgeVerification | null;
  /** when the casino wants the age verified; undefined: the profile does not say */
  when: ProtectionProfile['age_verification'] | undefined;
}

/**
 * Where the person's age check stands and, until it is verified, what waits for it and the way
 * to the casino's verification page.
 */
export function AgeVerificationStatus({ state, when }: AgeVerificationStatusProps) {
  const { t } = useTranslation('protection');
  const base = useSessionStore((s) => s.config?.base_location);
  if (state === null) return null;
  const verified = state === 'verified';
  return (
    <section className="rg-section" aria-labelledby="rg-age">
      <h3 id="rg-age">{t('responsible.age.heading')}</h3>
      <p>{t(`responsible.age.${state}`)}</p>
      {!verified && (when === 'before_play' || when === 'before_withdrawal') && (
        <p>{t(`responsible.age.${when}`)}</p>
      )}
      {!verified && (
        <p>
          <a href={withBasePath(VERIFICATION_PAGE, base)}>{t(`responsible.age.link_${state}`)}</a>
        </p>
      )}
    </section>
  );
}
