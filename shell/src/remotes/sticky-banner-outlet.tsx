import { useEffect, useState } from 'react';
import { RemoteOutlet } from '@parlor/shared';

/**
 * The casino's sticky banner (promotions remote), asked for once the browser is idle: it never
 * competes with what the first screen loads, and while its remote is down it renders nothing.
 */
export function StickyBannerOutlet() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 2000);
    return () => clearTimeout(timer);
  }, []);
  return idle ? <RemoteOutlet remote="mf_promotions" expose="./StickyBanner" optional /> : null;
}
