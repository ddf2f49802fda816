import { WinnersBox } from '../features/winners/winners-box';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import '../components/promotions.css';

void ensurePromotionsNamespace();

/** The winners box (home section). */
export default function WinnersSectionExpose() {
  return <WinnersBox />;
}
