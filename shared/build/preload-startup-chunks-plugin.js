// The host's page asks for the chunks its entry loads at start-up (its async boundary and the
// shared singletons it provides) with `<link rel="preload">` hints, instead of one round trip
// later, after main.js has downloaded and run: they arrive while main.js runs.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

/** The JS and CSS files of the chunk groups the entry modules' `import()`s and shared modules open. */
function startupFiles(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const files = new Set();
  const visited = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!group || visited.has(group)) continue;
      visited.add(group);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      }
    }
  };
  for (const [, entry] of compilation.entries) {
    for (const dependency of [...entry.dependencies, ...entry.includeDependencies]) {
      const module = moduleGraph.getModule(dependency);
      if (module) visitBlocks(module);
    }
  }
  // The shared singletons the host provides: loaded as soon as its code consumes them.
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') visitBlocks(module);
  }
  return [...files].sort();
}

class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        for (const file of startupFiles(compilation)) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: publicPath + file,
              // at the priority of main.js itself (a deferred script): the first paint needs
              // none of them, and its pictures come first
              ...(file.endsWith('.css') ? {} : { fetchpriority: 'low' }),
            }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupFiles };
