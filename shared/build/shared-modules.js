// Singletons every app shares at run time. React is shared as a package; the router, the stores
// (zustand), i18n (i18next, with its React hook in shared/src/i18n) and the catalogue database (dexie) are used by apps only
// through @parlor/shared, so they live once inside that singleton and are tree-shaken there (a
// shared package never is). ESLint keeps apps from importing them directly.
const sharedPkg = require('../package.json');

const deps = sharedPkg.dependencies;

/**
 * @param {{ lentByHost?: boolean }} [options]  lentByHost: the build carries no copy of these
 *   modules (`import: false`) and takes them from the page's share scope, which the shell fills.
 *   A remote's production build: its entry then lists no fallbacks, and no vendor chunks are built.
 */
function sharedModules({ lentByHost = false } = {}) {
  // No range for the federation runtime to check: it would check it on every lookup of a shared
  // module, and the shell's own skew check already refuses a remote before any of its code runs,
  // by the rule that a remote built against this version keeps working under any later shell
  // within the same major (0.x: minor): the caret range of the version its manifest names
  // (`requiredRangeOf` in @parlor/shared/release; docs/deploying.md, "The compatibility rule").
  const singleton = (version) => ({
    singleton: true,
    requiredVersion: false,
    version,
    ...(lentByHost ? { import: false } : {}),
  });
  return {
    react: singleton(deps.react),
    'react/jsx-runtime': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/client': singleton(deps['react-dom']),
    // workspace:* is not a semver range: pin the package's own version.
    '@parlor/shared': singleton(sharedPkg.version),
  };
}

/** The version of each shared module a host build lends (the server build's renderer checks them). */
function providedVersions() {
  return Object.fromEntries(
    Object.entries(sharedModules()).map(([name, rule]) => [name, rule.version]),
  );
}

module.exports = { sharedModules, providedVersions };
