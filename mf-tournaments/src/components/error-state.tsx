import { useTranslation } from '@parlor/shared';
import './error-state.css';

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('tournaments');
  return (
    <div className="tournaments-error" role="alert">
      <p>{t('error.text')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
