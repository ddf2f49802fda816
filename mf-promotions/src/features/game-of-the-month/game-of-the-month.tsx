import { getApi, Link, useTranslation, useUiStore, type GameOfTheMonth } from '@parlor/shared';
import { isInternalPath, safeHref } from '../../domain/safe-link';
import { asGameOfTheMonth } from '../../domain/validate-answers';
import { ErrorState, LoadingState } from '../../components/load-states';
import { useControllerAnswer } from '../../hooks/use-controller-answer';

/** The game of the month block: title, image, description and its call to action. */
export function GameOfTheMonthBlock() {
  const { t } = useTranslation('promotions');
  const lang = useUiStore((s) => s.language);
  const { data, error, retry } = useControllerAnswer<GameOfTheMonth>(`gotm:${lang}`, async () =>
    asGameOfTheMonth(await getApi().getGameOfTheMonth()),
  );
  return (
    <section className="gotm" aria-labelledby="gotm-title">
      <h2 id="gotm-title">{t('gotm.title')}</h2>
      {!data && !error && <LoadingState className="gotm-box" />}
      {error !== null && <ErrorState onRetry={retry} />}
      {data && <GameOfTheMonthBody gotm={data} />}
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
