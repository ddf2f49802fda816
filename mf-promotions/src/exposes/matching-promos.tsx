import { PagePromos } from '../features/promos/page-promos';
import { pagePlacement } from '../domain/promo-matching';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import '../components/promotions.css';

void ensurePromotionsNamespace();

/**
 * The custom promos placed on a lobby page: `{ page, category?, subGroup?, theme? }`, and
 * `reserved` when the host kept the banner's box while this remote loaded.
 */
export default function MatchingPromosExpose(props: Readonly<Record<string, unknown>>) {
  const placement = pagePlacement(props);
  return placement ? <PagePromos {...placement} reserved={props.reserved === true} /> : null;
}
