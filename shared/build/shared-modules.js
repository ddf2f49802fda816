// Singletons every app shares at run time: one React, one router, one store, one bus.
const sharedPkg = require('../package.json');

const deps = sharedPkg.dependencies;
const singleton = (version) => ({ singleton: true, requiredVersion: version });

function sharedModules() {
  return {
    react: singleton(deps.react),
    'react/jsx-runtime': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/client': singleton(deps['react-dom']),
    'react-router': singleton(deps['react-router']),
    'react-router-dom': singleton(deps['react-router-dom']),
    zustand: singleton(deps.zustand),
    'zustand/vanilla': singleton(deps.zustand),
    i18next: singleton(deps.i18next),
    'react-i18next': singleton(deps['react-i18next']),
    dexie: singleton(deps.dexie),
    // workspace:* is not a semver range: pin the package's own version.
    '@parlor/shared': singleton(sharedPkg.version),
  };
}

module.exports = { sharedModules };
