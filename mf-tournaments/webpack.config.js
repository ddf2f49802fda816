const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_tournaments',
  port: 8083,
  title: 'Parlor tournaments (standalone)',
  exposes: {
    './TournamentsPage': './src/exposes/tournaments-page.tsx',
    './TournamentDetailPage': './src/exposes/tournament-detail-page.tsx',
    './HomeSection': './src/exposes/home-section.tsx',
  },
});
