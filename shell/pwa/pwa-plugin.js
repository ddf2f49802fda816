// Emits manifest.webmanifest, icon.svg and sw.js beside the shell's index.html and links the
// manifest from it. The service worker's cache is named after the build's hash.
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST = {
  name: 'Parlor Casino',
  short_name: 'Parlor',
  start_url: './',
  scope: './',
  display: 'standalone',
  background_color: '#14121f',
  theme_color: '#5b3fe0',
  icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
};

class ParlorPwaPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ParlorPwaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ParlorPwaPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const sw = fs
            .readFileSync(path.join(__dirname, 'sw.js'), 'utf8')
            .replace('__PARLOR_BUILD__', compilation.hash || String(Date.now()));
          compilation.emitAsset('sw.js', new RawSource(sw));
          compilation.emitAsset(
            'icon.svg',
            new RawSource(fs.readFileSync(path.join(__dirname, 'icon.svg'))),
          );
          compilation.emitAsset(
            'manifest.webmanifest',
            new RawSource(JSON.stringify(MANIFEST, null, 2)),
          );
        },
      );
      const html = compiler.options.plugins.find(
        (p) => p && p.constructor && p.constructor.name === 'HtmlWebpackPlugin',
      );
      if (!html) return;
      html.constructor.getHooks(compilation).alterAssetTagGroups.tap('ParlorPwaPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath || '/';
        data.headTags.push(
          {
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'manifest', href: `${publicPath}manifest.webmanifest` },
          },
          {
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'icon', href: `${publicPath}icon.svg`, type: 'image/svg+xml' },
          },
        );
        return data;
      });
    });
  }
}

module.exports = { ParlorPwaPlugin };
