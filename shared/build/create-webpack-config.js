// The one webpack + Module Federation config every Parlor app is built with.
// A remote's webpack.config.js names itself (its port, title and exposes are in the registry of
// remotes, shared/src/release/remotes.json); everything else is here.
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const zopfli = require('@gfx/zopfli');
const { sharedModules } = require('./shared-modules');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks-plugin');
const { CompileHintPlugin } = require('./compile-hint-plugin');
const { RuntimeModuleOverridesPlugin } = require('./runtime-module-overrides-plugin');
const { dropWebpackShareRuntime } = require('./drop-webpack-share-runtime');
const { compactRemoteRuntime } = require('./compact-remote-runtime');
const { serverBuildConfig } = require('./server-build');
const { catalogueWorkerConfig } = require('./catalogue-worker-build');
const REMOTES = require('../src/release/remotes.json');

/** A remote's build settings as the registry of remotes lists them. */
function registeredRemote(name) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`${name} is not in shared/src/release/remotes.json`);
  return { name: remote.name, port: remote.port, title: remote.title, exposes: remote.exposes };
}

// Where @module-federation/enhanced's own dependencies are (pnpm keeps them beside it).
const enhancedMain = require.resolve('@module-federation/enhanced');
const federationModules = enhancedMain.slice(
  0,
  enhancedMain.lastIndexOf(`${path.sep}node_modules${path.sep}`) + '/node_modules'.length,
);
// The runtime core as ES module (tree-shaken), for federation-runtime-core.js, and the bundler
// runtime's parts, for federation-bundler-runtime.js.
const federationAlias = {
  '@module-federation/runtime-tools/runtime-core$': path.join(
    federationModules,
    '@module-federation/runtime-tools/dist/runtime-core.js',
  ),
  '@module-federation/webpack-bundler-runtime/dist': path.join(
    federationModules,
    '@module-federation/webpack-bundler-runtime/dist',
  ),
};
// A remote's build takes the bundler runtime from the host (remote-bundler-runtime.js) instead of
// bundling this, its entry module.
const BUNDLER_RUNTIME_ENTRY =
  /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](index|bundler)\.js$/;
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/**
 * The small build a remote's standalone page loads first: it provides the federation runtime
 * (core and bundler runtime) that the remote's own build leaves out (the host provides it inside
 * the site).
 */
function federationRuntimeConfig(app, production, mainName) {
  return {
    name: `${app.name}:federation-runtime`,
    // after the main build, which cleans the output folder
    dependencies: [mainName],
    mode: production ? 'production' : 'development',
    context: app.dir,
    target: 'web',
    entry: {
      [path.basename(FEDERATION_RUNTIME_FILE, '.js')]:
        require.resolve('./provide-federation-runtime.js'),
    },
    devtool: false,
    output: { path: path.join(app.dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { alias: federationAlias },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} [app.remote]   a remote's federation name: its port, title and exposes come
 *                                from the registry of remotes (src/release/remotes.json)
 * @param {string} [app.name]     federation name, a JS identifier (mf_lobby), for the shell
 * @param {number} [app.port]     dev-server port (docs/contributing.md, Ports), for the shell
 * @param {Record<string,string>} [app.exposes]  public modules of a remote
 * @param {string} [app.title]    page title of the app's own HTML page
 * @param {boolean} [app.isHost]  the shell: SPA fallback and /api proxy in dev
 * @param {string[]} [app.runtimePlugins]  federation runtime plugins (paths)
 */
function createWebpackConfig(options) {
  const app = options.remote ? { ...registeredRemote(options.remote), ...options } : options;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(app.exposes);
    // A remote's production build is its container only: React and @parlor/shared come from the
    // shell's share scope, so it bundles no copy of them, and it has no page of its own. The
    // standalone page (src/bootstrap.tsx, with its own copies) is a development-server tool.
    const containerOnly = isRemote && production;
    const codeRules = scriptRules({ production, isRemote });
    const main = {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: containerOnly ? {} : { main: './src/index.ts' },
      // No eval in development either: the site's CSP forbids it, and remotes run inside the site.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        // PARLOR_OUT_DIR: `npm run release` builds a remote into a staging folder, so the clean
        // below never touches dist/ or an earlier release (see docs/deploying.md).
        path: process.env.PARLOR_OUT_DIR
          ? path.resolve(process.env.PARLOR_OUT_DIR)
          : path.join(app.dir, 'dist'),
        // The host is served at every route path, so its chunks need an absolute base; remotes
        // resolve theirs from wherever their entry was loaded.
        publicPath: app.isHost ? process.env.PARLOR_PUBLIC_PATH || '/' : 'auto',
        uniqueName: app.name,
        // No [contenthash] in filename: the federation runtime module cannot resolve it.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: federationAlias },
      module: {
        rules: [
          ...codeRules,
          // Styles are real stylesheets (webpack's CSS support), not strings inside the JS: they
          // load in parallel with the scripts and cost no JavaScript on the home route.
          { test: /\.css$/, type: 'css' },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      experiments: { css: true },
      plugins: [
        ...(isRemote
          ? [
              new NormalModuleReplacementPlugin(
                BUNDLER_RUNTIME_ENTRY,
                require.resolve('./remote-bundler-runtime.js'),
              ),
            ]
          : []),
        new RuntimeModuleOverridesPlugin([
          ...dropWebpackShareRuntime,
          ...(isRemote ? compactRemoteRuntime : []),
        ]),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes || {},
          remotes: {},
          shared: sharedModules({ lentByHost: containerOnly }),
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            ...(isRemote ? [] : [require.resolve('./provide-federation-runtime-plugin.js')]),
            ...(app.runtimePlugins || []),
          ],
          manifest: true,
          dts: false,
          experiments: {
            // One federation runtime core for every app: the host provides it (a global), and
            // remotes use it instead of bundling their own copy (docs/performance.md).
            // (Not `provideExternalRuntime`: it provides the whole core, about 20 KiB gzip more.)
            externalRuntime: isRemote,
            optimization: {
              // Remotes are registered by their remoteEntry.js, never by manifest: no snapshot code.
              disableSnapshot: true,
              // A remote loads other remotes through @parlor/shared, i.e. the shell's runtime.
              disableRemote: isRemote,
              // Browser-only: no Node.js loading code in the runtime.
              target: 'web',
            },
          },
        }),
        ...(containerOnly
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: app.title || 'Parlor',
                chunks: ['main'],
                scriptLoading: 'defer',
                // a remote's standalone page loads the runtime core before its main.js
                federationRuntime: isRemote ? FEDERATION_RUNTIME_FILE : null,
              }),
            ]),
        ...(app.isHost ? [new PreloadStartupChunksPlugin()] : []),
        ...(app.isHost && production ? [new CompileHintPlugin()] : []),
        ...(production
          ? [
              // Precompressed twins for the static servers: gzip by zopfli (a few per cent
              // smaller than zlib -9, same format), brotli at its best quality.
              new CompressionPlugin({
                test: /\.(js|css|html|svg|json)$/,
                threshold: 1024,
                algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
                compressionOptions: { numiterations: 15 },
              }),
              new CompressionPlugin({
                test: /\.(js|css|html|svg|json)$/,
                threshold: 1024,
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
        // The host's start-up libraries in one file rather than six: over HTTP/1.1 a page has six
        // connections per origin, and each file of the first screen waits for one of them.
        ...(app.isHost && production
          ? { splitChunks: { cacheGroups: { startup: STARTUP_VENDORS } } }
          : {}),
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: Boolean(app.isHost),
        proxy: [
          {
            context: ['/api', '/pages', '/dashboard'],
            target: process.env.PARLOR_API_TARGET || 'http://localhost:8080',
          },
        ],
      },
      stats: 'errors-warnings',
    };
    // The host's catalogue worker is a build of its own (catalogue-worker-build.js); a
    // production build ships its server build beside it (server-build.js); a remote's
    // development page loads the federation runtime it leaves out.
    const worker = app.isHost
      ? [
          catalogueWorkerConfig({
            app,
            outDir: main.output.path,
            mainName: main.name,
            production,
            rules: codeRules,
          }),
        ]
      : [];
    if (production) {
      const server = serverBuildConfig({
        ...app,
        outDir: main.output.path,
        mainName: main.name,
        rules: codeRules,
      });
      return [main, server, ...worker];
    }
    if (isRemote) return [main, federationRuntimeConfig(app, production, main.name)];
    return worker.length ? [main, ...worker] : main;
  };
}

/** The rules for an app's scripts and locale files, for its browser and its server build. */
function scriptRules({ production, isRemote }) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            // A remote's JSX always compiles to react/jsx-runtime: the jsx-dev-runtime is not
            // shared, and a copy of it calls into React's development internals, which the
            // shell's production React has not (a development remote inside the site).
            transform: {
              react: { runtime: 'automatic', development: !production && !isRemote },
            },
            target: 'es2020',
          },
        },
      },
    },
    // Translations as ES modules: loading one on demand then needs no namespace shim.
    {
      test: /[\\/]locales[\\/][^\\/]+\.json$/,
      type: 'javascript/esm',
      use: require.resolve('./json-default-export-loader.js'),
    },
  ];
}

/** The libraries the host's first screen needs, as one chunk (docs/performance.md). */
const STARTUP_VENDORS = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
  name: 'startup-vendors',
  chunks: 'async',
  enforce: true,
};

module.exports = { createWebpackConfig };
