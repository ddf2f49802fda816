import { getInstance, init } from '@module-federation/enhanced/runtime';

/**
 * A remote's standalone page has no shell, whose build is otherwise the federation instance the
 * runtime's functions (registerRemotes, loadRemote) act on: the remote's own build, the only one
 * on that page, takes that place, so the boot can register the casino's remotes on it.
 */
export function adoptOwnFederationInstance(): void {
  if (getInstance()) return;
  const own = getInstance(() => true);
  init({ name: own?.name ?? 'parlor_standalone', remotes: [] });
}
