// The catalogue worker of the host's build (shared/src/db/catalogue-sync-worker.ts): a plain
// bundle of its own, beside the host's entry, with no federation runtime (a worker is a runtime
// of its own, which the host's federated build cannot hold). The page starts it by this name.
const TerserPlugin = require('terser-webpack-plugin');

/** @param {{ app: { name: string, dir: string }, outDir: string, mainName: string, production: boolean, rules: object[] }} options */
function catalogueWorkerConfig({ app, outDir, mainName, production, rules }) {
  return {
    name: `${app.name}:catalogue-worker`,
    // after the main build, which cleans the output folder
    dependencies: [mainName],
    mode: production ? 'production' : 'development',
    context: app.dir,
    target: 'webworker',
    entry: { 'catalogue-worker': require.resolve('../src/db/catalogue-sync-worker.ts') },
    devtool: false,
    output: { path: outDir, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: { rules },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      // one file: the worker is started by its name
      splitChunks: false,
    },
    plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { catalogueWorkerConfig };
