import { RemoteOutlet, useLocation } from '@parlor/shared';
import { promoPlacement } from '../routes/promo-pages';

/**
 * The custom promos the operator placed on a page outside the lobby's lists (favorites,
 * providers, tournaments), above the page. Where the page says a promo is placed, the banner's box
 * is kept from the first render, so the page does not move when it arrives; where it says none
 * is, the promotions remote is not asked for.
 */
export function PagePromosOutlet({ page }: { page: string }) {
  const placement = promoPlacement(useLocation().pathname);
  if (placement === 'none') return null;
  const reserved = placement === 'placed';
  return (
    <RemoteOutlet
      remote="mf_promotions"
      expose="./MatchingPromos"
      props={{ page, reserved }}
      loading={reserved ? <div className="page-promo-reserve" aria-hidden="true" /> : null}
      optional
    />
  );
}
