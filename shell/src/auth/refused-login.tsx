import { useSessionStore, useTranslation, withBasePath } from '@parlor/shared';
import type { ProtectionRefusal } from '@parlor/shared/host';
import { HelpLinks } from '../protection/help/help-links';
import { VERIFICATION_PAGE } from '../protection/page/paths';

interface RefusedLoginProps {
  refusal: ProtectionRefusal;
  text: string;
  /** the player follows a link to another page: the login modal closes */
  onLeave: () => void;
}

/**
 * A login a protection rule refused: why, in the player's words, where to verify the age when
 * that is the reason, and where to find help.
 */
export function RefusedLogin({ refusal, text, onLeave }: RefusedLoginProps) {
  const { t } = useTranslation('shell');
  const base = useSessionStore((s) => s.config?.base_location);
  return (
    <div className="refused-login">
      <p className="form-error" role="alert">
        {text}
      </p>
      {refusal.code === 'age_unverified' && (
        <p>
          <a href={withBasePath(VERIFICATION_PAGE, base)}>{t('login.verify')}</a>
        </p>
      )}
      <HelpLinks onFollow={onLeave} />
    </div>
  );
}
