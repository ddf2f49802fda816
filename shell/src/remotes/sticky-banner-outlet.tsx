import { useEffect, useRef } from 'react';
import { RemoteOutlet, useAfterFirstScreen } from '@parlor/shared';
import { trackFixedHeight } from './fixed-height';

/**
 * The casino's sticky banner (promotions remote), asked for once the first screen has painted and
 * the browser is idle: it never competes with the first screen, and while its remote is down it
 * renders nothing. Its height is kept in `--sticky-banner-height` on the page, which leaves that
 * much room under the footer: the banner never covers the footer's links.
 */
export function StickyBannerOutlet() {
  const idle = useAfterFirstScreen();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!idle || !slot.current) return;
    return trackFixedHeight(slot.current, document.documentElement, 'sticky-banner-height');
  }, [idle]);
  return idle ? (
    <div ref={slot} className="sticky-banner-slot">
      <RemoteOutlet remote="mf_promotions" expose="./StickyBanner" optional />
    </div>
  ) : null;
}
