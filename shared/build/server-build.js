// The server build of an app, made beside its browser build from the same sources: the site
// renders the first screen with it (docs/server-rendering.md). One CommonJS file for Node, no
// chunks (the site evaluates it from an address, where no sibling file can be required), no
// styles (the browser build's stylesheets are the page's).
//
// - A remote's is a *server container*, `server/server-entry.js` beside its `remoteEntry.js`:
//   `get(expose)` answers a module of its exposes, and the modules every app shares (React,
//   `@parlor/shared`, the federation singletons) are not in it but asked of the host at load time
//   (`require`), as the browser's container takes them from the page's share scope.
// - The shell's is `server/render.js`: the shell's own app, React's server renderer and the
//   shared modules, which it lends to the containers it loads (shell/src/server/).
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');
const { providedVersions, sharedModules } = require('./shared-modules');

/** The file name of a remote's server container, beside its browser entry (`server/…`). */
// (@parlor/shared/release's serverContainerUrlOf names the same file for the site)
const SERVER_CONTAINER_FILE = 'server/server-entry.js';
/** The file name of the shell's server renderer inside its build. */
const SERVER_RENDERER_FILE = 'server/render.js';

// The federation runtime is the browser's way of loading remotes; a server build loads none
// through it (the shell's renderer hands modules to the outlets itself).
const FEDERATION_RUNTIME_STUB = require.resolve('./server-federation-stub.js');

/**
 * The version ranges a remote was built against, by shared module (what the host must lend): the
 * compatibility rule's caret range of each version, as the browser's skew check reads it.
 */
function requiredShared() {
  return Object.fromEntries(
    Object.entries(sharedModules()).map(([name, rule]) => [name, `^${rule.version}`]),
  );
}

/**
 * @param {object} app
 * @param {string} app.dir         the app's folder
 * @param {string} app.name        federation name
 * @param {Record<string,string>} [app.exposes]  a remote's exposes (else: the shell)
 * @param {string} app.outDir      the browser build's output folder
 * @param {string} app.mainName    the browser build's name (this one runs after it: it cleans)
 * @param {object[]} app.rules     the browser build's rules for scripts and locale files
 */
function serverBuildConfig(app) {
  const isRemote = Boolean(app.exposes);
  const entry = isRemote
    ? { 'server-entry': require.resolve('./server-container.js') }
    : { render: './src/server/render-page.tsx' };
  return {
    name: `${app.name}:server`,
    dependencies: [app.mainName],
    mode: 'production',
    context: app.dir,
    target: 'node20',
    entry,
    devtool: false,
    output: {
      path: path.join(app.outDir, 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { '@module-federation/enhanced/runtime$': FEDERATION_RUNTIME_STUB },
    },
    // a container takes the shared modules from the host that loads it
    ...(isRemote ? { externalsType: 'commonjs', externals: Object.keys(sharedModules()) } : {}),
    module: {
      rules: [
        ...app.rules,
        { test: /\.css$/, use: require.resolve('./no-styles-loader.js') },
        ...(isRemote
          ? [
              {
                test: /[\\/]shared[\\/]build[\\/]server-container\.js$/,
                use: {
                  loader: require.resolve('./server-container-loader.js'),
                  options: {
                    exposes: Object.fromEntries(
                      Object.entries(app.exposes).map(([name, file]) => [
                        name,
                        path.resolve(app.dir, file),
                      ]),
                    ),
                    requires: requiredShared(),
                  },
                },
              },
            ]
          : []),
      ],
    },
    plugins: [
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // the shell's renderer refuses containers built for shared versions it does not lend
      ...(isRemote
        ? []
        : [new DefinePlugin({ __PARLOR_PROVIDED_SHARED__: JSON.stringify(providedVersions()) })]),
    ],
    // read by people in a stack trace more than sent over a network
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = {
  serverBuildConfig,
  requiredShared,
  SERVER_CONTAINER_FILE,
  SERVER_RENDERER_FILE,
};
