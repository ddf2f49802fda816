import { PagePromos, type PagePromosProps } from '../features/promos/page-promos';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import '../components/promotions.css';

void ensurePromotionsNamespace();

/** The custom promos placed on a lobby page: `{ page, category?, subGroup?, theme? }`. */
export default function MatchingPromosExpose(props: PagePromosProps) {
  return <PagePromos {...props} />;
}
