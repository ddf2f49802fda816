import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the spot comes near the viewport, keeping `minHeight` reserved until
 * then: another remote's home section costs nothing before it is about to be seen, and the page
 * below it does not move when it arrives.
 */
export function NearViewport({
  children,
  minHeight = 0,
  margin = '400px',
}: {
  children: ReactNode;
  minHeight?: number;
  margin?: string;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <div ref={ref} className="home-remote-placeholder" style={{ minHeight }} />;
}
