import { useCallback, useState } from 'react';
import {
  formatMoney,
  useSessionStore,
  useTranslation,
  useUiStore,
  type Promo,
} from '@parlor/shared';
import { ExpiresIn } from './expires-in';
import { OperatorContent } from './operator-content';
import { PromoMedia } from './promo-media';
import { RedeemLink } from './redeem-link';
import { TermsDialog } from './terms-dialog';

interface PromoCardProps {
  promo: Promo;
  /** 'banner' for custom promos, 'card' for the regular grid */
  variant: 'banner' | 'card';
  headingLevel?: 2 | 3;
  priority?: boolean;
}

/** One promo: media, title, text, min deposit, expires in, redeem and terms. */
export function PromoCard({ promo, variant, headingLevel = 3, priority }: PromoCardProps) {
  const { t } = useTranslation('promotions');
  const language = useUiStore((s) => s.language);
  const currency = useSessionStore((s) => s.config?.currency ?? 'USD');
  const [termsOpen, setTermsOpen] = useState(false);
  const closeTerms = useCallback(() => setTermsOpen(false), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `promo-${variant}-${promo.id}-title`;
  return (
    <article className={`promo promo-${variant}`} aria-labelledby={headingId}>
      <PromoMedia promo={promo} priority={priority} />
      <div className="promo-body">
        <Heading id={headingId} className="promo-title">
          {promo.title}
        </Heading>
        {promo.text && <p className="promo-text">{promo.text}</p>}
        <dl className="promo-facts">
          {promo.min_deposit !== null && (
            <div className="promo-fact">
              <dt>{t('card.min_deposit')}</dt>
              <dd>{formatMoney(promo.min_deposit, currency, language)}</dd>
            </div>
          )}
          <ExpiresIn schedule={promo.schedule_values} />
        </dl>
        <OperatorContent promo={promo} />
        <div className="promo-actions">
          <RedeemLink promo={promo} fallbackText={t('card.redeem')} />
          {promo.terms && (
            <button
              type="button"
              className="promo-terms-button"
              aria-haspopup="dialog"
              onClick={() => setTermsOpen(true)}
            >
              {t('card.terms')}
              <span className="visually-hidden"> {promo.title}</span>
            </button>
          )}
        </div>
      </div>
      {termsOpen && <TermsDialog promo={promo} onClose={closeTerms} />}
    </article>
  );
}
