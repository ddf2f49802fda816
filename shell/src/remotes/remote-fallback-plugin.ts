import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// A subpath import: bundled into the runtime here, not negotiated through the share scope.
import { REMOTE_UNAVAILABLE } from '@parlor/shared/runtime-plugin';

/**
 * A remote that is down, 404s or throws while loading must cost only its own outlet: turn the
 * failure into a stand-in module the outlet recognises, instead of an exception that could
 * escape during boot.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'parlor-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`remote module ${id} failed to load (${lifecycle})`, error);
      if (lifecycle === 'beforeLoadShare') return undefined;
      return { [REMOTE_UNAVAILABLE]: true, id };
    },
  };
}
