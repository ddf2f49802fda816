import { WidgetSlots } from '../components/widget-slots';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import '../components/promotions.css';

void ensurePromotionsNamespace();

/** The casino's widgets, each in its own slot (also shown on /promotions). */
export default function WidgetSlotExpose() {
  return <WidgetSlots />;
}
