import { HomePromos } from '../features/promos/home-promos';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import '../components/promotions.css';

void ensurePromotionsNamespace();

/** The home page's promotions section. */
export default function HomeSectionExpose() {
  return <HomePromos />;
}
