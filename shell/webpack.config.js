const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'parlor_shell',
  port: 8080,
  title: 'Parlor Casino',
  isHost: true,
  runtimePlugins: [require.resolve('./src/remotes/remote-fallback-plugin.ts')],
});
