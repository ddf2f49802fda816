// Federation runtime plugin of the host: provides the runtime core to every remote before any
// remote entry can load (remotes are built with `externalRuntime`).
import { provideRuntimeCore } from './federation-runtime-core';

export default function provideFederationRuntimePlugin() {
  provideRuntimeCore();
  return { name: 'parlor-provide-federation-runtime' };
}
