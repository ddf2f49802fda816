const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_freespins',
  port: 8085,
  title: 'Parlor free spins (standalone)',
  exposes: {
    './FreeSpinsHost': './src/exposes/free-spins-host.tsx',
    './NewPlayerOffer': './src/exposes/new-player-offer.tsx',
  },
});
