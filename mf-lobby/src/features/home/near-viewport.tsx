import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the spot comes near the viewport, or once `ready` (the first screen is
 * up and the browser idle), keeping `minHeight` reserved until then: a section below the first
 * screen costs nothing before the first tiles are painted, and the page below it does not move
 * when it arrives.
 */
export function NearViewport({
  children,
  minHeight = 0,
  margin = '400px',
  ready = false,
}: {
  children: ReactNode;
  minHeight?: number;
  margin?: string;
  ready?: boolean;
}) {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const near = seen || ready;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return (
    <div ref={ref} className="home-section-placeholder" style={{ minHeight }} aria-hidden="true" />
  );
}
