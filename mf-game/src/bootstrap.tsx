// Standalone mode (development): the game page on its own. Open /?game=<slug>.
import '@parlor/shared/tokens.css';
import { mountStandalone } from '@parlor/shared';
import GamePage from './exposes/game-page';

const slug = new URLSearchParams(window.location.search).get('game') ?? 'jackpot-steady-crown';
void mountStandalone('The game remote', () => <GamePage params={{ gameslug: slug }} mode="real" />);
