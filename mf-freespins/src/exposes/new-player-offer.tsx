import { NewPlayerOffer } from '../features/offer/new-player-offer';
import { registerFreeSpinsNamespace } from '../i18n/register-freespins-namespace';

void registerFreeSpinsNamespace();

/** The one-time 50 free spins offer for new players, shown after `delayMs` (default 60 s). */
export default function NewPlayerOfferExpose(props: { delayMs?: number }) {
  return <NewPlayerOffer {...props} />;
}
