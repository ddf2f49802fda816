// The webpack bundler runtime of Module Federation (version 2.9.2), lent by the host to every
// remote through the global `_FEDERATION_BUNDLER_RUNTIME`, as the runtime core is. Its functions
// keep no state of their own: each takes the calling build's `__webpack_require__`, so one copy
// serves every build. What is per build (the instance, the share scopes, the options) is a fresh
// object from `forBuild`, made for each remote by remote-bundler-runtime.js.
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  setGlobalFederationInstance,
} from '@module-federation/runtime-tools/runtime-core';

/**
 * The build's own instance if the page has one, found as @module-federation/runtime finds it but
 * by the asking build's id (the package's own lookup would use the host's).
 */
function findInstance(name, version, buildId) {
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options }) =>
      (buildId && options.id === buildId) ||
      (options.name === name && !options.version && !version) ||
      (options.name === name && version && options.version === version),
  );
}

/**
 * What a remote's bundler runtime asks of `@module-federation/runtime`: `init` and
 * `getRemoteEntry`. `init` is that package's, minus its module-level "current instance", which
 * belongs to the host (remotes never call the package's top-level `loadRemote`).
 */
function runtimeFor(buildId) {
  return {
    getRemoteEntry,
    init(options) {
      const normalized = { ...options, id: options.id || '' };
      const found = findInstance(options.name, options.version, buildId);
      if (found) {
        found.initOptions(normalized);
        return found;
      }
      const Federation = getGlobalFederationConstructor() || ModuleFederation;
      const instance = new Federation({
        id: `${options.name}@${options.version || Date.now()}`,
        ...normalized,
      });
      setGlobalFederationInstance(instance);
      return instance;
    },
  };
}

export const bundlerRuntimeForRemotes = {
  /** The object `@module-federation/webpack-bundler-runtime` exports by default, for one build. */
  forBuild(buildId) {
    return {
      runtime: runtimeFor(buildId),
      instance: undefined,
      initOptions: undefined,
      bundlerRuntime: {
        consumes,
        I: initializeSharing,
        S: {},
        installInitialConsumes,
        initContainerEntry,
        init,
        getSharedFallbackGetter,
      },
      attachShareScopeMap,
      bundlerRuntimeOptions: {},
    };
  },
};
