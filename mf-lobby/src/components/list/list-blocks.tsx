import { Link, useTranslation } from '@parlor/shared';

/**
 * Filters active and nothing matches: the no-games-found block with a reset (docs/product-rules.md,
 * "Lobby lists").
 */
export function NoGamesFound({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <div className="no-games" role="status">
      <h2>{t('list.no_games_title')}</h2>
      <p>{t('list.no_games_text')}</p>
      <button type="button" className="btn btn-primary" onClick={onReset}>
        {t('list.clear_filters')}
      </button>
    </div>
  );
}

/** The generic error page (an empty category, docs/product-rules.md, "Lobby lists"). */
export function ErrorBlock() {
  const { t } = useTranslation('lobby');
  return (
    <section className="lobby-error" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <Link className="btn btn-primary" to="/">
        {t('error.home')}
      </Link>
    </section>
  );
}
