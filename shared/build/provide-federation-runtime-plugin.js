// Federation runtime plugin of the host: provides the federation runtime (core and bundler
// runtime) to every remote before any remote entry can load (remotes are built with
// `externalRuntime`).
import { provideFederationRuntime } from './federation-runtime-core';

export default function provideFederationRuntimePlugin() {
  provideFederationRuntime();
  return { name: 'parlor-provide-federation-runtime' };
}
