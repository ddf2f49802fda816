import { useEffect, useState } from 'react';
import { useInitialNow } from '@parlor/shared';

/**
 * The current time, updated every second while `active` (countdowns); from the server's moment
 * while its markup is hydrated.
 */
export function useNow(active = true): number {
  const [now, setNow] = useState(useInitialNow());
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // Wake on the next whole second so that the shown seconds change in step.
      timer = setTimeout(tick, 1000 - (at % 1000) || 1000);
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000) || 1000);
    return () => clearTimeout(timer);
  }, [active]);
  return now;
}
