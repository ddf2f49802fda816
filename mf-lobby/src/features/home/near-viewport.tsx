import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the viewport a section starts rendering: about a screen ahead. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/**
 * Renders its children once their place comes near the viewport, and until then an empty block
 * of `reservedHeight` that holds the place (the content mounts a screen ahead of the scroll, so
 * what shifts is below the fold: no layout shift a visitor sees). Without IntersectionObserver it
 * renders at once.
 */
export function NearViewport({
  reservedHeight,
  children,
}: {
  reservedHeight: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <>{children}</>;
  return <div ref={ref} className="home-reserved" style={{ minHeight: reservedHeight }} />;
}
