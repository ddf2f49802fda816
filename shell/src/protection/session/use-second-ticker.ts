import { useEffect, useState } from 'react';

/** This device's clock (ms), renewed every second while `active`. */
export function useSecondTicker(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
