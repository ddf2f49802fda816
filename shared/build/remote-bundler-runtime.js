// Stands in for `@module-federation/webpack-bundler-runtime` in a remote's build (see
// create-webpack-config.js): the remote takes the host's copy of it, made for this build, instead
// of carrying its own (about 4 KiB gzip per remote entry).
/* global FEDERATION_BUILD_IDENTIFIER */
const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  // (a remote's development page loads its own federation-runtime.js first)
  throw new Error('Parlor remote: no federation runtime on the page (load it from the shell)');
}

// This build's identifier (webpack's DefinePlugin fills it in), by which the runtime finds the
// build's own instance again.
const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

export default provided.forBuild(buildId);
