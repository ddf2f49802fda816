import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint, type Promo } from '@parlor/shared';
import { PromoCard } from './promo-card';

const PromoSlider = lazy(() =>
  import(/* webpackChunkName: "promo-slider" */ './promo-slider').then((m) => ({
    default: m.PromoSlider,
  })),
);

/**
 * Custom promos: one banner, or a slider for several. The first banner is painted at once (it is
 * the page's largest image); the slider's code is fetched after that first paint.
 */
export function CustomPromos({ promos, priority }: { promos: Promo[]; priority?: boolean }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (promos.length < 2) return;
    return afterPaint(() => setPainted(true));
  }, [promos.length]);
  if (promos.length === 0) return null;
  const first = (
    <div className="promo-slider promo-single">
      <PromoCard promo={promos[0]!} variant="banner" priority={priority} />
    </div>
  );
  if (promos.length === 1 || !painted) return first;
  return (
    <Suspense fallback={first}>
      <PromoSlider promos={promos} priority={priority} />
    </Suspense>
  );
}
