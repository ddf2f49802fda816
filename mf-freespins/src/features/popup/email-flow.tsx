import { useEffect, useState } from 'react';
import { useBasePath, useTranslation, withBasePath } from '@parlor/shared';
import { freeSpinsApi } from '../../api/freespins-api';

/** The email-click check runs every minute while the player is away reading the email. */
export const EMAIL_POLL_MS = 60_000;

type Phase = 'before' | 'sending' | 'send_failed' | 'after' | 'confirmed';

interface EmailFlowProps {
  email: string;
  /** the controller serves a demo mailbox (its `enabled_sections` names it): link it */
  mailbox: boolean;
  onContinue: () => void;
}

/** Before send, after send (polling the click check), then Continue. */
export function EmailFlow({ email, mailbox, onContinue }: EmailFlowProps) {
  const { t } = useTranslation('freespins');
  const base = useBasePath();
  const [phase, setPhase] = useState<Phase>('before');

  const send = async () => {
    setPhase('sending');
    try {
      const answer = await freeSpinsApi().sendFreeSpinEmail();
      setPhase(answer?.success === true ? 'after' : 'send_failed');
    } catch (error) {
      console.error('free spins: sending the email failed', error);
      setPhase('send_failed');
    }
  };

  useEffect(() => {
    if (phase !== 'after') return;
    let live = true;
    const check = async () => {
      try {
        const answer = await freeSpinsApi().emailClickCheck();
        if (live && answer?.success === true) setPhase('confirmed');
      } catch (error) {
        // logged; the next check repeats it
        console.error('free spins: email click check failed', error);
      }
    };
    const timer = setInterval(() => void check(), EMAIL_POLL_MS);
    // Coming back from the mailbox tab checks at once.
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [phase]);

  return (
    <div className="fs-panel">
      <h2>{t('email.heading')}</h2>
      {(phase === 'before' || phase === 'sending' || phase === 'send_failed') && (
        <>
          <p>{t('email.before', { email })}</p>
          {phase === 'send_failed' && (
            <p className="fs-error" role="alert">
              {t('email.send_failed')}
            </p>
          )}
          <button
            type="button"
            className="fs-button"
            disabled={phase === 'sending'}
            onClick={() => void send()}
          >
            {t('email.send')}
          </button>
        </>
      )}
      {phase === 'after' && (
        <>
          <p>{t('email.after', { email })}</p>
          {mailbox && (
            <a href={withBasePath('/pages/mailbox', base)} target="_blank" rel="noopener">
              {t('email.mailbox')}
            </a>
          )}
          <p className="fs-muted" role="status">
            {t('email.waiting')}
          </p>
        </>
      )}
      {phase === 'confirmed' && (
        <>
          <p className="fs-success" role="status">
            {t('email.confirmed')}
          </p>
          <button type="button" className="fs-button" onClick={onContinue}>
            {t('email.continue')}
          </button>
        </>
      )}
    </div>
  );
}
