import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation, type Lang } from '@parlor/shared';
import { MISSING_AMOUNT } from '@parlor/shared/host';
import {
  elapsedSeconds,
  formatCents,
  formatElapsed,
  formatNetPosition,
  netPositionCents,
  UNKNOWN_ELAPSED,
  type ProtectionSnapshot,
} from './session-figures';
import { HelpLinks } from '../help/help-links';
import { inertOthers } from './inert-others';
import { useSecondTicker } from './use-second-ticker';
import { trapTab } from './trap-tab';
import './reality-check.css';

interface RealityCheckDialogProps {
  snapshot: ProtectionSnapshot | null;
  currency: string;
  language: Lang;
  /** on the history page: docked at the bottom and not modal, so the history can be read */
  docked: boolean;
  onContinue(): Promise<void>;
  onLogout(): Promise<void>;
  onHistory(): void;
}

type Pending = 'continue' | 'logout' | null;

/** Everything on the page but `keep` leaves the keyboard, the pointer and screen readers. */
function inertExcept(keep: HTMLElement): () => void {
  const restore = inertOthers(keep);
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    restore();
    document.body.style.overflow = overflow;
  };
}

/**
 * The reality check (docs/player-protection.md): the session's time, wagers, wins and net
 * position, with Continue, Log out and View history, and where to find help. Modal over the whole
 * page (the game behind it cannot be reached) and answered only by a button: Escape does not
 * dismiss it.
 */
export function RealityCheckDialog({
  snapshot,
  currency,
  language,
  docked,
  onContinue,
  onLogout,
  onHistory,
}: RealityCheckDialogProps) {
  const { t } = useTranslation('protection');
  const titleId = useId();
  const figuresId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  // a second click while an answer is on its way does nothing
  const busy = useRef(false);
  const [pending, setPending] = useState<Pending>(null);
  const [failed, setFailed] = useState(false);
  const now = useSecondTicker(snapshot !== null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // a game in fullscreen would hide the dialog
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    panel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (docked || !layer.current) return;
    const restore = inertExcept(layer.current);
    // back from the history page: the focus comes back into the dialog
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    return restore;
  }, [docked]);

  const answer = (which: 'continue' | 'logout', action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(which);
    setFailed(false);
    action().then(
      () => {
        busy.current = false;
        setPending(null);
      },
      () => {
        busy.current = false;
        setPending(null);
        setFailed(true);
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // answered only by its buttons
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (!docked && panel.current) trapTab(event, panel.current);
  };

  const session = snapshot?.state.session;
  const money = (cents: number | undefined) =>
    cents === undefined ? MISSING_AMOUNT : formatCents(cents, currency, language);
  const figures: [string, string][] = [
    [
      t('session_clock.reality_check.time'),
      snapshot ? formatElapsed(elapsedSeconds(snapshot, now)) : UNKNOWN_ELAPSED,
    ],
    [t('session_clock.reality_check.wagered'), money(session?.wagered_cents)],
    [t('session_clock.reality_check.won'), money(session?.won_cents)],
    [
      t('session_clock.reality_check.net'),
      session ? formatNetPosition(netPositionCents(session), currency, language) : MISSING_AMOUNT,
    ],
  ];

  const dialog = (
    <div
      ref={panel}
      className={docked ? 'reality-check reality-check-docked' : 'reality-check'}
      role="dialog"
      aria-modal={docked ? undefined : true}
      aria-labelledby={titleId}
      aria-describedby={figuresId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="reality-check"
    >
      <h2 id={titleId} className="reality-check-title">
        {t('session_clock.reality_check.title')}
      </h2>
      <div id={figuresId}>
        <p>{t('session_clock.reality_check.intro')}</p>
        <dl className="reality-check-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {failed && (
        <p role="alert" className="reality-check-error">
          {t('session_clock.reality_check.failed')}
        </p>
      )}
      <div className="reality-check-actions">
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={pending !== null}
          onClick={() => answer('continue', onContinue)}
        >
          {t('session_clock.reality_check.continue')}
        </button>
        <button type="button" className="btn" onClick={onHistory}>
          {t('session_clock.reality_check.history')}
        </button>
        <button
          type="button"
          className="btn"
          aria-disabled={pending !== null}
          onClick={() => answer('logout', onLogout)}
        >
          {t('session_clock.reality_check.logout')}
        </button>
      </div>
      {/* after the answers, so that Tab reaches them first */}
      <HelpLinks />
    </div>
  );

  return createPortal(
    <div ref={layer} className={docked ? 'reality-check-dock' : 'reality-check-overlay'}>
      {dialog}
    </div>,
    document.body,
  );
}
