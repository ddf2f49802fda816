const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_game',
  port: 8082,
  title: 'Parlor game (standalone)',
  exposes: {
    './GamePage': './src/exposes/game-page.tsx',
    './LiveDealerPage': './src/exposes/live-dealer-page.tsx',
    './SportsbookPage': './src/exposes/sportsbook-page.tsx',
  },
});
