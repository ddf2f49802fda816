import { GameOfTheMonthBlock } from '../features/game-of-the-month/game-of-the-month';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import '../components/promotions.css';

void ensurePromotionsNamespace();

/** The game of the month block (home section). */
export default function GameOfTheMonthSectionExpose() {
  return <GameOfTheMonthBlock />;
}
