import { RemoteOutlet, useAfterFirstScreen } from '@parlor/shared';

/**
 * The casino's sticky banner (promotions remote), asked for once the first screen has painted and
 * the browser is idle: it never competes with the first screen, and while its remote is down it
 * renders nothing.
 */
export function StickyBannerOutlet() {
  const idle = useAfterFirstScreen();
  return idle ? <RemoteOutlet remote="mf_promotions" expose="./StickyBanner" optional /> : null;
}
