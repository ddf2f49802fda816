const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_promotions',
  port: 8084,
  title: 'Parlor promotions (standalone)',
  exposes: {
    './PromotionsPage': './src/exposes/promotions-page.tsx',
    './HomeSection': './src/exposes/home-section.tsx',
    './MatchingPromos': './src/exposes/matching-promos.tsx',
    './GameOfTheMonthSection': './src/exposes/game-of-the-month-section.tsx',
    './WinnersSection': './src/exposes/winners-section.tsx',
    './WidgetSlot': './src/exposes/widget-slot.tsx',
    './StickyBanner': './src/exposes/sticky-banner.tsx',
  },
});
