import { toLang, useTranslation, type ProtectionRefusal } from '@parlor/shared';
import type { GameErrorKind } from './launch-state';
import { refusalAction, refusalMessage } from './launch-refusal';
import { ProtectionHelp } from './protection-help';
import { RefusalActionLink } from './refusal-action-link';
import { AlertIcon, LockIcon } from '../../components/icons';

interface GameErrorProps {
  error: GameErrorKind;
  gameName: string;
  detail?: string;
  /** why a protection rule refused the launch */
  refusal?: ProtectionRefusal;
  onLogin(): void;
  onBack(): void;
  onRetry(): void;
}

/**
 * An icon, a message, and a Go Back or Login button, Retry for the network and for a reality
 * check waiting for an answer; a protection refusal names its rule and until when, the step it
 * asks for, the responsible gaming page and who can help (docs/product-rules.md, "Game page").
 */
export function GameError({
  error,
  gameName,
  detail,
  refusal,
  onLogin,
  onBack,
  onRetry,
}: GameErrorProps) {
  const { t, i18n } = useTranslation('game');
  const refused = error === 'protection' && refusal ? refusal : null;
  const refusalText = refused && refusalMessage(refused, toLang(i18n.language) ?? 'en');
  const action = refused && refusalAction(refused);
  // Retry once the reality check is answered; a limit, a break or an exclusion lasts
  const retry = error === 'network' || refused?.code === 'reality_check_due';
  const message = refusalText
    ? t(refusalText.key, refusalText.values)
    : error === 'login_required'
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
    <section className="game-error" data-error={error} data-code={refused?.code}>
      <span className="game-error-icon">
        {error === 'login_required' || refused ? <LockIcon /> : <AlertIcon />}
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
            {retry && (
              <button type="button" className="game-button primary" onClick={onRetry}>
                {t('actions.retry')}
              </button>
            )}
            {action && <RefusalActionLink action={action} />}
            <button type="button" className="game-button" onClick={onBack}>
              {t('actions.go_back')}
            </button>
          </>
        )}
      </div>
      {refused && <ProtectionHelp />}
    </section>
  );
}
