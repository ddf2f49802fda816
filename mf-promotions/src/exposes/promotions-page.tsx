import { PromotionsPage } from '../features/promos/promotions-page';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import '../components/promotions.css';

void ensurePromotionsNamespace();

/** /promotions, rendered by the shell's route table. */
export default function PromotionsPageExpose() {
  return <PromotionsPage />;
}
