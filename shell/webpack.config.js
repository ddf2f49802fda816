const { createWebpackConfig } = require('@parlor/shared/build/create-webpack-config.js');
const { ParlorPwaPlugin } = require('./pwa/pwa-plugin.js');

const base = createWebpackConfig({
  dir: __dirname,
  name: 'parlor_shell',
  port: 8080,
  title: 'Parlor Casino',
  isHost: true,
  runtimePlugins: [
    // first: it notes errors and remote loads from the page's first moments
    require.resolve('./src/remotes/telemetry-plugin.ts'),
    require.resolve('./src/remotes/remote-fallback-plugin.ts'),
    require.resolve('./src/remotes/shared-skew-plugin.ts'),
  ],
});

// The shell's browser build also emits the PWA files (manifest, icon, service worker) and links
// the manifest; a production build comes with its server build (the first of the list is the
// browser's).
module.exports = (env, argv) => {
  const config = base(env, argv);
  (Array.isArray(config) ? config[0] : config).plugins.push(new ParlorPwaPlugin());
  return config;
};
