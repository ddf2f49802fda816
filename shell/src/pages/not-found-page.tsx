import { Link, useTranslation } from '@parlor/shared';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="page-message">
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <Link className="btn btn-primary" to="/">
        {t('not_found.back')}
      </Link>
    </section>
  );
}
