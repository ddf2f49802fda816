import { LiveDealerPage } from '../features/live-dealer/live-dealer-page';
import { registerGameNamespace } from '../i18n/register-game-namespace';

// The game remote's strings load with the first of its modules the shell asks for.
void registerGameNamespace();

export default function LiveDealerPageExpose() {
  return <LiveDealerPage />;
}
