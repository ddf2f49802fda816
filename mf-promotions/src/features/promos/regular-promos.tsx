import { Link, useTranslation, type Promo } from '@parlor/shared';
import { withWildcard } from '../../domain/promo-cards';
import { PromoCard } from './promo-card';

/** The regular promo cards, two by two, closed with a wildcard card when their count is odd. */
export function RegularPromos({ promos, label }: { promos: Promo[]; label: string }) {
  const { t } = useTranslation('promotions');
  return (
    <ul className="promo-grid" aria-label={label}>
      {withWildcard(promos).map((item) =>
        item.kind === 'promo' ? (
          <li key={item.promo.id}>
            <PromoCard promo={item.promo} variant="card" />
          </li>
        ) : (
          <li key="wildcard">
            <article className="promo promo-card promo-wildcard" aria-labelledby="promo-wildcard">
              <div className="promo-body">
                <h3 id="promo-wildcard" className="promo-title">
                  {t('wildcard.title')}
                </h3>
                <p className="promo-text">{t('wildcard.text')}</p>
                <div className="promo-actions">
                  <Link to="/all-games" className="promo-cta">
                    {t('wildcard.cta')}
                  </Link>
                </div>
              </div>
            </article>
          </li>
        ),
      )}
    </ul>
  );
}
