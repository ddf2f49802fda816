import { Link, useTranslation, useUiStore } from '@parlor/shared';
import { ErrorState, LoadingState } from '../../components/load-states';
import { usePromos } from '../../hooks/use-promos';

/** The home page's promotions section: the current offers at a glance, linking to /promotions. */
export function HomePromos() {
  const { t } = useTranslation('promotions');
  const lang = useUiStore((s) => s.language);
  const { data, error, retry } = usePromos(lang, 'ucc_promotions', true);
  if (data && data.regular_promos.length === 0) return null;
  return (
    <section className="home-promos" aria-labelledby="home-promos-title">
      <div className="home-promos-header">
        <h2 id="home-promos-title">{t('home.title')}</h2>
        <Link to="/promotions" aria-label={t('home.view_all_label')}>
          {t('home.view_all')}
        </Link>
      </div>
      {!data && !error && <LoadingState className="home-promos-box" />}
      {error !== null && <ErrorState onRetry={retry} />}
      {data && (
        <ul className="home-promos-list" aria-label={t('home.title')}>
          {data.regular_promos.slice(0, 4).map((p) => (
            <li key={p.id}>
              <Link to="/promotions" className="home-promo">
                <strong>{p.title}</strong>
                <span>{p.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
