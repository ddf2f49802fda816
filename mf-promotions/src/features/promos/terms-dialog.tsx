import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Modal, useTranslation, type Promo } from '@parlor/shared';

/** The product closes a promo's terms popup by itself after this long. */
export const TERMS_AUTO_CLOSE_MS = 10_000;

export function TermsDialog({ promo, onClose }: { promo: Promo; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  useEffect(() => {
    const id = setTimeout(onClose, TERMS_AUTO_CLOSE_MS);
    return () => clearTimeout(id);
  }, [onClose]);
  const title = t('card.terms_of', { title: promo.title });
  return createPortal(
    <Modal title={title} onClose={onClose} closeLabel={t('card.terms_close')}>
      <div className="promo-terms">
        <h2>{title}</h2>
        {/* terms are text: React escapes whatever markup the operator put in them */}
        <p>{promo.terms}</p>
        <p className="promo-terms-note">{t('card.terms_autoclose')}</p>
      </div>
    </Modal>,
    document.body,
  );
}
