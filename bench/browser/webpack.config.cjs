// The bench page's build: the shared decoder and catalogue code compiled the way the apps compile
// it (swc, production mode), but as one plain bundle: no federation, nothing to share.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED = path.join(ROOT, 'shared');

/** '@parlor/shared/host$' -> its file, for each entry of the package's exports. */
function sharedEntries() {
  const { exports } = require(path.join(SHARED, 'package.json'));
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => !key.includes('*'))
      .map(([key, file]) => [`@parlor/shared${key.slice(1)}$`, path.join(SHARED, file)]),
  );
}

const page = {
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
    // bench/ is not a workspace package: reach @parlor/shared's entries and its dependencies by
    // path.
    alias: sharedEntries(),
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

// The shell's catalogue worker, as the shell's build makes it (shared/build/catalogue-worker-build.js):
// the refill the bench times runs in it.
const worker = {
  ...page,
  name: 'catalogue-worker',
  target: 'webworker',
  entry: { 'catalogue-worker': path.join(SHARED, 'src', 'db', 'catalogue-sync-worker.ts') },
  output: { ...page.output, clean: false },
  optimization: { splitChunks: false },
  plugins: [
    new (require(path.join(SHARED, 'node_modules', 'webpack')).optimize.LimitChunkCountPlugin)({
      maxChunks: 1,
    }),
  ],
  dependencies: ['page'],
};

module.exports = [{ ...page, name: 'page' }, worker];
