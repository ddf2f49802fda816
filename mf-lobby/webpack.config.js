const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_lobby',
  port: 8081,
  title: 'Parlor lobby (standalone)',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './GamesListPage': './src/exposes/games-list-page.tsx',
    './FavoritesPage': './src/exposes/favorites-page.tsx',
    './ProvidersPage': './src/exposes/providers-page.tsx',
    './ProviderGamesPage': './src/exposes/provider-games-page.tsx',
    './SearchModalHost': './src/exposes/search-modal-host.tsx',
    './GameTiles': './src/exposes/game-tiles.tsx',
  },
});
