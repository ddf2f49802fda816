// The remote modules of one server render: each from its release's server container, with its
// `prime` (what its first render reads) started, as the browser's shell loads a routed module.
import type { ComponentType } from 'react';
import { serverModuleKey } from '@parlor/shared/host';
import type { ContainerCache, ContainerStrings } from './server-containers';

export interface ServerModule {
  component: ComponentType<never>;
  /** its first render's data, loading (settles, never rejects) */
  primed: Promise<unknown>;
  /** the strings its container registered (its release's words) */
  strings: Map<string, ContainerStrings>;
}

export type ServerModuleSet = Map<string, ServerModule>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads `wanted` (remote, expose) into `modules`; one that cannot be had (no container for the
 * remote, a container that fails or refuses, a module that is no component) goes into `failed`
 * with why, and its outlet is left to the browser.
 */
export async function loadServerModules(
  wanted: readonly (readonly [string, string])[],
  addresses: Readonly<Record<string, string>>,
  containers: ContainerCache,
  modules: ServerModuleSet,
  failed: Map<string, string>,
): Promise<void> {
  await Promise.all(
    wanted.map(async ([remote, expose]) => {
      const key = serverModuleKey(remote, expose);
      if (modules.has(key) || failed.has(key)) return;
      const address = addresses[remote];
      if (!address) {
        failed.set(key, 'no server build');
        return;
      }
      try {
        const { container, strings } = await containers.get(address);
        const module = await container.get(expose);
        const component = module.default;
        if (typeof component !== 'function') throw new Error('its default export is no component');
        const prime = (component as { prime?: unknown }).prime;
        const primed =
          typeof prime === 'function'
            ? Promise.resolve()
                .then(() => (prime as () => Promise<unknown>)())
                .catch(() => undefined)
            : Promise.resolve();
        modules.set(key, { component: component as ComponentType<never>, primed, strings });
      } catch (error) {
        failed.set(key, messageOf(error));
      }
    }),
  );
}
