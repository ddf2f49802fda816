import { useTranslation, type Lang } from '@parlor/shared';
import { MISSING_AMOUNT } from '@parlor/shared/host';
import {
  elapsedSeconds,
  formatElapsed,
  formatNetPosition,
  netPositionCents,
  UNKNOWN_ELAPSED,
  type ProtectionSnapshot,
} from './session-figures';
import { useSecondTicker } from './use-second-ticker';
import './session-clock.css';

interface SessionClockProps {
  snapshot: ProtectionSnapshot | null;
  currency: string;
  language: Lang;
  /** over a game in fullscreen rather than above it */
  floating?: boolean;
}

/**
 * The session time and the net position over a real-money game (docs/player-protection.md). Plain
 * text with no live region: a screen reader reads the figures when the player goes to them, and
 * is not told every second that a second went by.
 */
export function SessionClock({ snapshot, currency, language, floating }: SessionClockProps) {
  const { t } = useTranslation('protection');
  const now = useSecondTicker(snapshot !== null);
  const elapsed = snapshot ? formatElapsed(elapsedSeconds(snapshot, now)) : UNKNOWN_ELAPSED;
  const net = snapshot
    ? formatNetPosition(netPositionCents(snapshot.state.session), currency, language)
    : MISSING_AMOUNT;
  return (
    <dl
      className={floating ? 'session-clock session-clock-floating' : 'session-clock'}
      data-testid="session-clock"
    >
      <div className="session-clock-item">
        <dt>{t('session_clock.time')}</dt>
        <dd className="session-clock-value">{elapsed}</dd>
      </div>
      <div className="session-clock-item">
        <dt>{t('session_clock.net')}</dt>
        <dd className="session-clock-value">{net}</dd>
      </div>
    </dl>
  );
}
