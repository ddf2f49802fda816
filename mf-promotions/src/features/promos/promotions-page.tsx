import { useSessionStore, useTranslation, useUiStore } from '@parlor/shared';
import { matchingPromos } from '../../domain/promo-matching';
import { ErrorState, LoadingState } from '../../components/load-states';
import { WidgetSlots } from '../../components/widget-slots';
import { usePromos } from '../../hooks/use-promos';
import { CustomPromos } from './custom-promos';
import { RegularPromos } from './regular-promos';

/** /promotions: custom promos, the daily personalised bonus, the regular cards and widgets. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const lang = useUiStore((s) => s.language);
  const webplay = useSessionStore((s) => s.config?.is_fusion ?? false);
  const { data, error, retry } = usePromos(lang, 'ucc_promotions');
  const custom = data ? matchingPromos(data.custom_promos, { page: 'promotions', webplay }) : [];
  return (
    <div className="promotions-page">
      <h1>{t('page.title')}</h1>
      {!data && !error && <LoadingState className="promo-banner-box" />}
      {error !== null && <ErrorState onRetry={retry} />}
      {data && (
        <>
          <CustomPromos promos={custom} priority />
          <section className="promo-daily" aria-labelledby="promo-daily-title">
            <h2 id="promo-daily-title">{t('daily.title')}</h2>
            <p>{t('daily.text')}</p>
          </section>
          <section aria-labelledby="promo-offers-title">
            <h2 id="promo-offers-title">{t('page.offers')}</h2>
            {data.regular_promos.length === 0 && custom.length === 0 ? (
              <p>{t('state.empty')}</p>
            ) : (
              <RegularPromos promos={data.regular_promos} label={t('page.offers')} />
            )}
          </section>
        </>
      )}
      {/* asked for at once, shown with the offers: their arrival does not push it down */}
      <WidgetSlots hidden={!data && error === null} />
    </div>
  );
}
