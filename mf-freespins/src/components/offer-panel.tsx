import { useState } from 'react';
import { useTranslation } from '@parlor/shared';
import { freeSpinsApi } from '../api/freespins-api';
import './fs-panel.css';

/** The fixed coupon of the one-time new-player offer (docs/free-spins.md). */
export const NEW_PLAYER_COUPON = 'WELCOME50';

type Phase = 'offer' | 'claiming' | 'claimed' | 'already' | 'failed';

interface OfferPanelProps {
  /** heading level: 2 inside the popup, 2 in a page block too */
  onDone?: () => void;
  className?: string;
}

/** The new-player offer: claim 50 free spins once (coupon controller, redirect false). */
export function OfferPanel({ onDone, className }: OfferPanelProps) {
  const { t } = useTranslation('freespins');
  const [phase, setPhase] = useState<Phase>('offer');

  const claim = async () => {
    setPhase('claiming');
    try {
      const answer: unknown = await freeSpinsApi().redeemCoupon(NEW_PLAYER_COUPON);
      const success =
        typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success;
      setPhase(success === true ? 'claimed' : success === false ? 'already' : 'failed');
    } catch (error) {
      console.error('free spins: claiming the welcome gift failed', error);
      setPhase('failed');
    }
  };

  return (
    <section className={className ?? 'fs-panel'} aria-labelledby="fs-offer-heading">
      <h2 id="fs-offer-heading">{t('offer.heading')}</h2>
      {(phase === 'offer' || phase === 'claiming' || phase === 'failed') && (
        <>
          <p>{t('offer.text')}</p>
          {phase === 'failed' && (
            <p className="fs-error" role="alert">
              {t('offer.failed')}
            </p>
          )}
          <div className="fs-actions">
            <button
              type="button"
              className="fs-button"
              disabled={phase === 'claiming'}
              onClick={() => void claim()}
            >
              {phase === 'claiming' ? t('offer.claiming') : t('offer.claim')}
            </button>
            {onDone && (
              <button type="button" className="fs-button secondary" onClick={onDone}>
                {t('offer.later')}
              </button>
            )}
          </div>
        </>
      )}
      {(phase === 'claimed' || phase === 'already') && (
        <>
          <p className={phase === 'claimed' ? 'fs-success' : undefined} role="status">
            {phase === 'claimed' ? t('offer.claimed') : t('offer.already')}
          </p>
          {onDone && (
            <button type="button" className="fs-button" onClick={onDone}>
              {t('offer.continue')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
