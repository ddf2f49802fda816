import { useCallback } from 'react';
import { ControllerError, Link, useTranslation } from '@parlor/shared';
import type { ProtectionProfile } from '@parlor/shared/host';
import type { PlayerProtection } from '../api/protection-answers';
import { fetchProtectionState } from '../api/protection-client';
import { AgeVerificationStatus } from './age-verification-status';
import type { Farewell } from './farewell';
import { offeredLimits } from './limit-rules';
import { LimitsSection } from './limits-section';
import { LoginPromptButton } from './login-prompt';
import { ACCOUNT_HISTORY_PATH, RESPONSIBLE_GAMING_PATH } from './paths';
import { PlayerStatus } from './player-status';
import { RealityCheckSection } from './reality-check-section';
import { StopPlaySection } from './stop-play-section';
import { useAsyncData } from './use-async-data';

interface PlayerSettingsProps {
  profile: ProtectionProfile;
  /** the player's id: another player is loaded afresh */
  playerKey: string;
  onStopped: (farewell: Farewell) => void;
}

/** The logged-in player's settings (GET /api/protection) and the forms that change them. */
export function PlayerSettings({ profile, playerKey, onStopped }: PlayerSettingsProps) {
  const { t } = useTranslation('protection');
  const { state, retry, replace } = useAsyncData(fetchProtectionState, playerKey);
  // an action that answered with the new state shows it; for one that did not, the state is
  // asked for again while the forms (and what they just said) stay on screen
  const onSaved = useCallback(
    (next: PlayerProtection | null) => {
      if (next) replace(next);
      else fetchProtectionState().then(replace, retry);
    },
    [replace, retry],
  );
  const limits = offeredLimits(profile);

  return (
    <section
      className="rg-section"
      aria-labelledby="rg-settings"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="rg-settings">{t('responsible.settings.heading')}</h2>
      <p>
        <Link to={ACCOUNT_HISTORY_PATH}>{t('shell:responsible.history.title')}</Link>
      </p>
      {state.status === 'loading' && <p role="status">{t('responsible.settings.loading')}</p>}
      {state.status === 'error' &&
        (state.error instanceof ControllerError && state.error.status === 401 ? (
          <div role="alert">
            <p>{t('responsible.errors.not_logged_in')}</p>
            <LoginPromptButton
              label={t('responsible.guest.login')}
              redirect={RESPONSIBLE_GAMING_PATH}
            />
          </div>
        ) : (
          <div role="alert">
            <p>{t('responsible.settings.error')}</p>
            <button type="button" className="btn" onClick={retry}>
              {t('responsible.settings.retry')}
            </button>
          </div>
        ))}
      {state.status === 'ready' && (
        <>
          <PlayerStatus state={state.data} />
          <AgeVerificationStatus
            state={state.data.age_verification}
            when={profile.age_verification}
          />
          {limits.length > 0 && (
            <LimitsSection kinds={limits} state={state.data} onSaved={onSaved} />
          )}
          {profile.reality_check && (
            <RealityCheckSection
              rules={profile.reality_check}
              state={state.data}
              onSaved={onSaved}
            />
          )}
          {profile.breaks.length > 0 && (
            <StopPlaySection kind="break" periods={profile.breaks} onStopped={onStopped} />
          )}
          {profile.exclusions.length > 0 && (
            <StopPlaySection kind="exclusion" periods={profile.exclusions} onStopped={onStopped} />
          )}
        </>
      )}
    </section>
  );
}
