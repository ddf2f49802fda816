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

/**
 * A box kept while promos load; `image`: the picture already known for it (shown meanwhile).
 * `quiet`: a banner placed on another page's content only keeps its space; it is not announced
 * (that page's own status messages, such as a favorite's toast, stay the only ones).
 */
export function LoadingState({
  className = '',
  image,
  quiet = false,
}: {
  className?: string;
  image?: string;
  quiet?: boolean;
}) {
  const { t } = useTranslation('promotions');
  if (quiet) {
    return (
      <div className={`promo-skeleton ${className}`} aria-hidden="true">
        {image && <img src={image} alt="" fetchPriority="high" />}
      </div>
    );
  }
  return (
    <div className={`promo-skeleton ${className}`} role="status">
      {image && <img src={image} alt="" fetchPriority="high" />}
      <span className="visually-hidden">{t('state.loading')}</span>
    </div>
  );
}
