import { getApi, Link, useTranslation, useUiStore, type GameOfTheMonth } from '@parlor/shared';
import { isInternalPath, safeHref } from '../../domain/safe-link';
import { asGameOfTheMonth } from '../../domain/validate-answers';
import { ErrorState, LoadingState } from '../data/load-states';
import { useLoad } from '../data/use-load';

/** The game of the month block: title, image, description and its call to action. */
export function GameOfTheMonthBlock() {
  const { t } = useTranslation('promotions');
  const lang = useUiStore((s) => s.language);
  const { state, retry } = useLoad<GameOfTheMonth>(`gotm:${lang}`, async () =>
    asGameOfTheMonth(await getApi().getGameOfTheMonth()),
  );
  return (
    <section className="gotm" aria-labelledby="gotm-title">
      <h2 id="gotm-title">{t('gotm.title')}</h2>
      {state.status === 'loading' && <LoadingState className="gotm-box" />}
      {state.status === 'error' && <ErrorState onRetry={retry} />}
      {state.status === 'ready' && <GameOfTheMonthBody gotm={state.data} />}
    </section>
  );
}

function GameOfTheMonthBody({ gotm }: { gotm: GameOfTheMonth }) {
  const image = safeHref(gotm.image);
  const href = safeHref(gotm.cta.link);
  return (
    <div className="gotm-box">
      <div className="promo-media">
        {image && (
          <img src={image} alt="" width={640} height={360} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="promo-body">
        <h3 className="promo-title">{gotm.title}</h3>
        <p className="promo-text">{gotm.description}</p>
        {href && gotm.cta.label && (
          <div className="promo-actions">
            {isInternalPath(href) ? (
              <Link to={href} className="promo-cta">
                {gotm.cta.label}
                <span className="visually-hidden"> {gotm.title}</span>
              </Link>
            ) : (
              <a href={href} className="promo-cta" rel="noopener noreferrer">
                {gotm.cta.label}
              </a>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
