// The promotions remote's side of the remote contract: every module webpack.config.js exposes,
// with the props its hosts pass (tsc fails on a missing module or a changed prop).
import type { RemoteExposes } from '@parlor/shared';
import GameOfTheMonthSection from './game-of-the-month-section';
import HomeSection from './home-section';
import MatchingPromos from './matching-promos';
import PromotionsPage from './promotions-page';
import StickyBanner from './sticky-banner';
import WidgetSlot from './widget-slot';
import WinnersSection from './winners-section';

export const promotionsExposes = {
  './PromotionsPage': PromotionsPage,
  './HomeSection': HomeSection,
  './GameOfTheMonthSection': GameOfTheMonthSection,
  './WinnersSection': WinnersSection,
  './MatchingPromos': MatchingPromos,
  './WidgetSlot': WidgetSlot,
  './StickyBanner': StickyBanner,
} satisfies RemoteExposes<'mf_promotions'>;
