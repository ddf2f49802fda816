// The floor page's build: React 19, react-dom and the module federation runtime only, shared and
// started as the shell does it (ModuleFederationPlugin of @module-federation/enhanced, react and
// react-dom singletons, an async boundary before any React code), and nothing of Parlor's. The
// bench measures it beside Parlor, so what is the stack's cost and what is ours is measured.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SHELL = path.join(ROOT, 'shell');
const SHARED = path.join(ROOT, 'shared');
const fromShell = (id) => require(require.resolve(id, { paths: [SHELL] }));
const { ModuleFederationPlugin } = fromShell('@module-federation/enhanced/webpack');
const { dependencies } = require(path.join(SHARED, 'package.json'));

// the shell's singletons (shared/build/shared-modules.js), React's part of them
const singleton = (version) => ({ singleton: true, requiredVersion: `^${version}` });

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { main: './floor/index.ts' },
  devtool: false,
  output: {
    path: path.join(__dirname, 'floor', 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    // served under /floor/ beside the site's own paths (bench/lib/floor-page.mjs)
    publicPath: '/floor/',
    uniqueName: 'parlor_floor',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.json'],
    // bench/ is not a workspace package: React and the federation runtime are the shell's
    modules: ['node_modules', path.join(SHELL, 'node_modules'), path.join(SHARED, 'node_modules')],
  },
  resolveLoader: { modules: [path.join(SHARED, 'node_modules'), 'node_modules'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2020',
              transform: { react: { runtime: 'automatic' } },
            },
          },
        },
      },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'parlor_floor',
      dts: false,
      shared: {
        react: singleton(dependencies.react),
        'react/jsx-runtime': singleton(dependencies.react),
        'react-dom': singleton(dependencies['react-dom']),
        'react-dom/client': singleton(dependencies['react-dom']),
      },
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};
