// A remote entry is loaded on every page that shows the remote, so its webpack runtime is most of
// what one more remote costs (docs/performance.md, "What a remote adds to a page"). Two of
// webpack's runtime modules cover cases a Parlor remote never meets, at about 0.55 KiB gzip per
// entry; these overrides (runtime-module-overrides-plugin.js) write those two smaller for remotes:
// - the public path (publicPath 'auto'): webpack also handles workers, ES-module scripts and
//   browsers without document.currentScript by scanning the page's scripts. A remote entry is
//   always a classic script (the shell's federation runtime, or the development page's
//   <script defer>), so the folder of document.currentScript is enough.
// - CSS chunk loading: webpack also adopts <link>s that server rendering put in the page, hot
//   reloading, prefetch and preload hints. A remote's stylesheets are only ever added by this
//   loader. Builds that do use one of those keep webpack's own code.
const AutoPublicPathRuntimeModule = require('webpack/lib/runtime/AutoPublicPathRuntimeModule');
const CssLoadingRuntimeModule = require('webpack/lib/css/CssLoadingRuntimeModule');

/**
 * The folder of the running script's URL (no file, query or fragment). The tagName check keeps a
 * page element named "currentScript" (DOM clobbering) from choosing where chunks load from.
 */
function publicPathCode(g) {
  return [
    'var script = document.currentScript;',
    "if (!script || script.tagName !== 'SCRIPT') throw new Error('Parlor remote: load remoteEntry.js with a script element');",
    `${g.publicPath} = new URL('.', script.src).href;`,
  ].join('\n');
}

/**
 * `__webpack_require__.f.css`: one <link rel=stylesheet> per CSS chunk, its promise kept while it
 * loads and 0 once loaded. A failed stylesheet is removed and forgotten, so a Retry loads it again,
 * and rejects with a ChunkLoadError like webpack's.
 * @param {object} g             webpack's RuntimeGlobals
 * @param {string} hasCss        JS expression of `chunkId`: whether that chunk has a stylesheet
 * @param {Array<string|number>} initialIds  chunks whose stylesheets the page already has
 */
function cssLoadingCode(g, hasCss, initialIds) {
  const installed = JSON.stringify(Object.fromEntries(initialIds.map((id) => [id, 0])));
  return [
    `var installedCss = ${installed};`,
    `${g.ensureChunkHandlers}.css = function (chunkId, promises) {`,
    '  var state = installedCss[chunkId];',
    '  if (state === 0) return;',
    '  if (state) return void promises.push(state);',
    `  if (!(${hasCss})) return void (installedCss[chunkId] = 0);`,
    '  promises.push(installedCss[chunkId] = new Promise(function (resolve, reject) {',
    "    var link = document.createElement('link');",
    "    link.rel = 'stylesheet';",
    `    link.href = ${g.publicPath} + ${g.getChunkCssFilename}(chunkId);`,
    '    link.onload = function () { installedCss[chunkId] = 0; resolve(); };',
    '    link.onerror = function () {',
    '      delete installedCss[chunkId];',
    '      link.remove();',
    "      var error = new Error('Loading css chunk ' + chunkId + ' failed (' + link.href + ')');",
    "      error.name = 'ChunkLoadError';",
    '      reject(error);',
    '    };',
    '    document.head.appendChild(link);',
    '  }));',
    '};',
  ].join('\n');
}

/** webpack's own CSS loading code is needed: hot reloading, prefetch/preload, module output. */
function needsWebpackCssLoading(module, g) {
  const requirements = module._runtimeRequirements;
  return (
    !requirements.has(g.ensureChunkHandlers) ||
    requirements.has(g.hmrDownloadUpdateHandlers) ||
    requirements.has(g.prefetchChunkHandlers) ||
    requirements.has(g.preloadChunkHandlers) ||
    requirements.has(g.hasFetchPriority) ||
    module.compilation.outputOptions.module
  );
}

function compactCssLoading(module, g, webpacksGenerate) {
  if (typeof module._getLoadableChunks !== 'function') {
    throw new Error(
      "compact-remote-runtime: this webpack's CssLoadingRuntimeModule is not the one it knows",
    );
  }
  if (needsWebpackCssLoading(module, g)) return webpacksGenerate();
  const { initialChunkIds, hasCssMatcher } = module._getLoadableChunks();
  if (hasCssMatcher === false) return null;
  const hasCss = hasCssMatcher === true ? 'true' : hasCssMatcher('chunkId');
  return cssLoadingCode(g, hasCss, [...initialChunkIds]);
}

const compactRemoteRuntime = [
  [AutoPublicPathRuntimeModule, (_module, g) => publicPathCode(g)],
  [CssLoadingRuntimeModule, compactCssLoading],
];

module.exports = { compactRemoteRuntime, publicPathCode, cssLoadingCode };
