import { announcedPagePromoImage, RemoteOutlet, useLocation } from '@parlor/shared';
import { promoPlacement } from '../routes/promo-pages';

/**
 * The custom promos the operator placed on a page outside the lobby's lists (favorites,
 * providers, tournaments), above the page. Where the page says a promo is placed, the banner's box
 * is kept from the first render, so the page does not move when it arrives (with the promo's
 * image when the page announced it, as its painted first screen showed it); where it says none
 * is, the promotions remote is not asked for.
 */
export function PagePromosOutlet({ page }: { page: string }) {
  const placement = promoPlacement(useLocation().pathname);
  if (placement === 'none') return null;
  const reserved = placement === 'placed';
  const image = reserved ? announcedPagePromoImage(page) : null;
  return (
    <RemoteOutlet
      remote="mf_promotions"
      expose="./MatchingPromos"
      props={{ page, reserved }}
      loading={
        reserved ? (
          <div className="page-promo-reserve" aria-hidden="true">
            {image && <img src={image} alt="" fetchPriority="high" />}
          </div>
        ) : null
      }
      optional
    />
  );
}
