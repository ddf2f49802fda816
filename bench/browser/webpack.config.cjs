// The bench page's build: the shared decoder and catalogue code compiled the way the apps compile
// it (swc, production mode), but as one plain bundle: no federation, nothing to share.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED = path.join(ROOT, 'shared');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { main: './src/bench-page.ts' },
  devtool: false,
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].js',
    publicPath: '/',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.json'],
    // bench/ is not a workspace package: reach @parlor/shared and its dependencies by path.
    alias: { '@parlor/shared': SHARED },
    modules: ['node_modules', path.join(SHARED, 'node_modules')],
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
            jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2020' },
          },
        },
      },
    ],
  },
  performance: { hints: false },
  stats: 'errors-warnings',
};
