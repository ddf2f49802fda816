import { useEffect, useState } from 'react';
import { RemoteOutlet, useSessionStore } from '@parlor/shared';

/**
 * The daily free spins popup host, for players of casinos with free spins. It is asked for only
 * once the browser is idle, so it never competes with what the first screen loads; while its
 * remote is down it renders nothing.
 */
export function FreeSpinsOutlet() {
  const offered = useSessionStore((s) => s.player !== null && Boolean(s.config?.dfs));
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!offered || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 2000);
    return () => clearTimeout(timer);
  }, [offered, idle]);

  if (!offered || !idle) return null;
  return <RemoteOutlet remote="mf_freespins" expose="./FreeSpinsHost" optional />;
}
