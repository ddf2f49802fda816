import { useSessionStore, useTranslation, useUiStore } from '@parlor/shared';
import { matchingPromos } from '../../domain/promo-matching';
import { ErrorState, LoadingState } from '../data/load-states';
import { usePromos } from '../data/promos-source';
import { WidgetSlots } from '../widgets/widget-slots';
import { CustomPromos } from './custom-promos';
import { RegularPromos } from './regular-promos';

/** /promotions: custom promos, the daily personalised bonus, the regular cards and widgets. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const lang = useUiStore((s) => s.language);
  const webplay = useSessionStore((s) => s.config?.is_fusion ?? false);
  const { state, retry } = usePromos(lang, 'ucc_promotions');
  const custom =
    state.status === 'ready'
      ? matchingPromos(state.data.custom_promos, { page: 'promotions', webplay })
      : [];
  return (
    <div className="promotions-page">
      <h1>{t('page.title')}</h1>
      {state.status === 'loading' && <LoadingState className="promo-banner-box" />}
      {state.status === 'error' && <ErrorState onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <CustomPromos promos={custom} priority />
          <section className="promo-daily" aria-labelledby="promo-daily-title">
            <h2 id="promo-daily-title">{t('daily.title')}</h2>
            <p>{t('daily.text')}</p>
          </section>
          <section aria-labelledby="promo-offers-title">
            <h2 id="promo-offers-title">{t('page.offers')}</h2>
            {state.data.regular_promos.length === 0 && custom.length === 0 ? (
              <p>{t('state.empty')}</p>
            ) : (
              <RegularPromos promos={state.data.regular_promos} label={t('page.offers')} />
            )}
          </section>
        </>
      )}
      <WidgetSlots />
    </div>
  );
}
