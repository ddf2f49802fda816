// Builds bench/browser/ with the workspace's webpack (Node API: no webpack-cli needed).
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_DIR, ROOT } from './paths.mjs';

const requireFromShared = createRequire(path.join(ROOT, 'shared', 'package.json'));

export async function buildBenchPage() {
  const webpack = requireFromShared('webpack');
  const config = requireFromShared(path.join(BENCH_DIR, 'browser', 'webpack.config.cjs'));
  // the page and the catalogue worker it starts
  const compiler = webpack(config);
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => {
      if (error) reject(error);
      // close() ends the compiler's caches and workers, so nothing keeps the process alive
      else compiler.close(() => resolve(result));
    });
  });
  if (stats.hasErrors()) {
    throw new Error(`bench page build failed:\n${stats.toString('errors-only')}`);
  }
  return (Array.isArray(config) ? config[0] : config).output.path;
}
