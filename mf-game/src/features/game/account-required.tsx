import { useId } from 'react';
import { useSessionStore, useTranslation } from '@parlor/shared';
import { LockIcon } from '../../components/icons';

interface AccountRequiredProps {
  gameName: string;
  onLogin(): void;
  onBack(): void;
}

/**
 * A guest's launch answered `account_required`: the casino must check every player's age before
 * any play, free play included (a UK profile's `age_verification: 'before_play'`), so the page
 * says why and offers Sign up and Log in instead of a game (docs/player-protection.md).
 */
export function AccountRequired({ gameName, onLogin, onBack }: AccountRequiredProps) {
  const { t } = useTranslation('game');
  const signup = useSessionStore((s) => s.config?.pages?.signup);
  // a controller that sends the answer without the profile: the reason in general words
  const ageCheck = useSessionStore((s) => s.config?.protection?.age_verification === 'before_play');
  const headingId = useId();
  return (
    <section className="game-error" data-error="account_required" aria-labelledby={headingId}>
      <span className="game-error-icon">
        <LockIcon />
      </span>
      <h1 id={headingId} className="game-error-heading">
        {t('account_required.heading')}
      </h1>
      <p className="game-error-message">
        {t(ageCheck ? 'account_required.age_check' : 'account_required.any_play', {
          game: gameName,
        })}
      </p>
      <div className="game-error-actions">
        {signup && (
          <a className="game-button primary" href={signup}>
            {t('account_required.sign_up')}
          </a>
        )}
        <button type="button" className="game-button" onClick={onLogin}>
          {t('account_required.log_in')}
        </button>
        <button type="button" className="game-button" onClick={onBack}>
          {t('actions.go_back')}
        </button>
      </div>
    </section>
  );
}
