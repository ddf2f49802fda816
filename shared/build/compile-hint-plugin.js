// The host's start-up scripts (its entry, its async boundary and the shared singletons it
// provides) are marked for eager compilation with V8's explicit compile hint: a browser that
// knows it compiles every function of the file while the file downloads, on a background thread,
// instead of on the main thread when each function is first called. Nearly all of their code runs
// in the first seconds anyway; on a throttled phone the start-up tasks' blocking time dropped by
// about a third (docs/performance.md). Other browsers read a comment.
const { Compilation, sources } = require('webpack');
const { startupFiles } = require('./preload-startup-chunks-plugin');

const NAME = 'CompileHintPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

/** The JS files of the entry chunks and of the start-up chunk groups. */
function hintedFiles(compilation) {
  const files = new Set(startupFiles(compilation).filter((file) => file.endsWith('.js')));
  for (const [, entry] of compilation.entrypoints) {
    for (const chunk of entry.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}

class CompileHintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // after minification (which drops comments), before source maps and compression
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of hintedFiles(compilation)) {
            // the hint counts only as the file's very first line
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintPlugin, HINT };
