import { useTranslation } from '@parlor/shared';

export function BootLoader() {
  const { t } = useTranslation('shell');
  return (
    <div className="boot-loader" role="status" aria-live="polite">
      <span className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('boot.loading')}</span>
    </div>
  );
}

export function BootFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <main className="page-message" role="alert">
      <h1>{t('boot.failed_title')}</h1>
      <p>{t('boot.failed_text')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('boot.retry')}
      </button>
    </main>
  );
}

/**
 * Over a page the server rendered whose boot failed or hangs: the page stays (its links work), and
 * this says the casino could not start, with Retry.
 */
export function BootNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="boot-notice" role="alert">
      <p>
        <strong>{t('boot.failed_title')}</strong> {t('boot.failed_text')}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('boot.retry')}
      </button>
    </div>
  );
}
