// The parts of the federation runtime core a remote built with `externalRuntime` takes from the
// global `_FEDERATION_RUNTIME_CORE` (the names @module-federation/runtime and the webpack bundler
// runtime import from it, version 2.9.2). Named, not `import * as`: the host then ships only
// what it uses anyway plus these, instead of the whole core (about 20 KiB gzip more).
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-tools/runtime-core';
import { bundlerRuntimeForRemotes } from './federation-bundler-runtime';

export const runtimeCoreForRemotes = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/**
 * Makes the federation runtime available to remotes (the core here and the bundler runtime of
 * federation-bundler-runtime.js), unless a page already did.
 */
export function provideFederationRuntime() {
  if (!globalThis._FEDERATION_RUNTIME_CORE) {
    globalThis._FEDERATION_RUNTIME_CORE = runtimeCoreForRemotes;
  }
  if (!globalThis._FEDERATION_BUNDLER_RUNTIME) {
    globalThis._FEDERATION_BUNDLER_RUNTIME = bundlerRuntimeForRemotes;
  }
}
