import { useTranslation } from '@parlor/shared';

export function ErrorState({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('promotions');
  return (
    <div className="promo-error" role="alert">
      <p>{message ?? t('state.error')}</p>
      <button type="button" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

export function LoadingState({ className = '' }: { className?: string }) {
  const { t } = useTranslation('promotions');
  return (
    <div className={`promo-skeleton ${className}`} role="status">
      <span className="visually-hidden">{t('state.loading')}</span>
    </div>
  );
}
