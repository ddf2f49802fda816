// Standalone mode (development): the promotions page on its own, with the winners and the game
// of the month below it.
import '@parlor/shared/tokens.css';
import { mountStandalone } from '@parlor/shared';
import PromotionsPage from './exposes/promotions-page';
import GameOfTheMonthSection from './exposes/game-of-the-month-section';
import WinnersSection from './exposes/winners-section';

void mountStandalone('The promotions remote', () => (
  <main>
    <PromotionsPage />
    <GameOfTheMonthSection />
    <WinnersSection />
  </main>
));
