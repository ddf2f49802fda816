import { StickyBanner } from '../features/sticky-banner/sticky-banner';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import '../components/promotions.css';

void ensurePromotionsNamespace();

/** The casino's sticky banner, placed once by the shell's layout. */
export default function StickyBannerExpose() {
  return <StickyBanner />;
}
