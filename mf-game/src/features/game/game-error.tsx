import { useTranslation } from '@parlor/shared';
import type { GameErrorKind } from './launch-state';
import { AlertIcon, LockIcon } from '../../components/icons';

interface GameErrorProps {
  error: GameErrorKind;
  gameName: string;
  detail?: string;
  onLogin(): void;
  onBack(): void;
  onRetry(): void;
}

/**
 * An icon, a message, and a Go Back or Login button, Retry for the network
 * (docs/product-rules.md, "Game page").
 */
export function GameError({ error, gameName, detail, onLogin, onBack, onRetry }: GameErrorProps) {
  const { t } = useTranslation('game');
  const message =
    error === 'login_required'
      ? t('errors.loginrequired', { gameName })
      : error === 'mobile_only'
        ? t('errors.mobileonly')
        : error === 'network'
          ? t('errors.network')
          : error === 'real_money_only'
            ? t('errors.real_money_only')
            : error === 'game_locked'
              ? t('errors.game_locked')
              : t('errors.generic', { error: detail ?? error });
  return (
    <section className="game-error" data-error={error}>
      <span className="game-error-icon">
        {error === 'login_required' ? <LockIcon /> : <AlertIcon />}
      </span>
      <p role="alert" className="game-error-message">
        {message}
      </p>
      <div className="game-error-actions">
        {error === 'login_required' ? (
          <button type="button" className="game-button primary" onClick={onLogin}>
            {t('actions.login')}
          </button>
        ) : (
          <>
            {error === 'network' && (
              <button type="button" className="game-button primary" onClick={onRetry}>
                {t('actions.retry')}
              </button>
            )}
            <button type="button" className="game-button" onClick={onBack}>
              {t('actions.go_back')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
