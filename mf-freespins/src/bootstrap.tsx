// Standalone mode (development): the free spins popup on its own page, open at once.
// Log in on the site first (same origin in dev through the proxy) to see a player's state.
import '@parlor/shared/tokens.css';
import { mountStandalone } from '@parlor/shared';
import FreeSpinsHost from './exposes/free-spins-host';
import NewPlayerOffer from './exposes/new-player-offer';

if (!new URLSearchParams(window.location.search).has('freespins')) {
  window.history.replaceState(null, '', '/?freespins');
}
void mountStandalone('The free spins remote', () => (
  <>
    <FreeSpinsHost />
    <NewPlayerOffer delayMs={0} />
  </>
));
