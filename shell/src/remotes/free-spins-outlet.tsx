import { RemoteOutlet, useAfterFirstScreen, useSessionStore } from '@parlor/shared';

/**
 * The daily free spins popup host, for players of casinos with free spins. It is asked for only
 * once the first screen has painted and the browser is idle, so it never competes with the first
 * screen; while its remote is down it renders nothing.
 */
export function FreeSpinsOutlet() {
  const offered = useSessionStore((s) => s.player !== null && Boolean(s.config?.dfs));
  const idle = useAfterFirstScreen();

  if (!offered || !idle) return null;
  return <RemoteOutlet remote="mf_freespins" expose="./FreeSpinsHost" optional />;
}
