const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_lobby',
  port: 8081,
  title: 'Parlor lobby (standalone)',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
  },
});
