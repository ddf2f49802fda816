import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the first screen is up (`ready`) and the spot comes near the viewport,
 * keeping `minHeight` reserved until then: a section below the first screen costs nothing before
 * the first tiles are painted, one nobody scrolls to costs nothing at all, and the page below it
 * does not move when it arrives. Rendered in a transition: it gives way to input.
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
  // the server renders the placeholder, as the browser's first render does (no observer: at once)
  const [seen, setSeen] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (seen || !ready || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setSeen(true));
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen, ready, margin]);
  if (seen) return <>{children}</>;
  return (
    <div ref={ref} className="home-section-placeholder" style={{ minHeight }} aria-hidden="true" />
  );
}
