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

/** A box kept while promos load; `image`: the picture already known for it (shown meanwhile). */
export function LoadingState({ className = '', image }: { className?: string; image?: string }) {
  const { t } = useTranslation('promotions');
  return (
    <div className={`promo-skeleton ${className}`} role="status">
      {image && <img src={image} alt="" fetchPriority="high" />}
      <span className="visually-hidden">{t('state.loading')}</span>
    </div>
  );
}
