import { loadRemoteComponent } from '@parlor/shared/host';

/**
 * A routed module may say what its first render reads (the remote contract's `prime`): loaded
 * before the module shows, its first render has it rather than a loading state and a second
 * commit.
 */
type Primed = { prime?: () => Promise<unknown> };

/** The module's `prime`, or undefined without one; to ask once the module has loaded. */
export async function modulePrime(
  remote: string,
  expose: string,
): Promise<(() => Promise<unknown>) | undefined> {
  // the module is loaded: this answers from the federation runtime's cache
  const component = (await loadRemoteComponent(remote, expose)) as Primed;
  return typeof component.prime === 'function' ? component.prime : undefined;
}
