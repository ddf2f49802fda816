import { SportsbookPage } from '../features/sportsbook/sportsbook-page';
import { registerGameNamespace } from '../i18n/register-game-namespace';

// The game remote's strings load with the first of its modules the shell asks for.
void registerGameNamespace();

export default function SportsbookPageExpose() {
  return <SportsbookPage />;
}
