import { Link, type Promo } from '@parlor/shared';
import { isInternalPath, safeHref, safeLinkAttributes } from '../../domain/safe-link';

/** The redeem control: only to a safe target, with the operator's harmless attributes. */
export function RedeemLink({ promo, fallbackText }: { promo: Promo; fallbackText: string }) {
  const href = safeHref(promo.cta_link);
  if (!href) return null;
  const attributes = safeLinkAttributes(promo.cta_attributes);
  const text = promo.cta_text || fallbackText;
  if (isInternalPath(href) && attributes.target !== '_blank') {
    return (
      <Link to={href} className="promo-cta" {...attributes}>
        {text}
      </Link>
    );
  }
  return (
    <a href={href} className="promo-cta" {...attributes}>
      {text}
    </a>
  );
}
