import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Routing errors: a page with a way home, never a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  console.error('route error', error);
  return (
    <main className="page-message" role="alert">
      <h1>{t('route_error.title')}</h1>
      <p>{t('route_error.text')}</p>
      <a className="btn btn-primary" href="/">
        {t('route_error.back')}
      </a>
    </main>
  );
}
