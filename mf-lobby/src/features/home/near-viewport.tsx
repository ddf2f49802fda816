import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { revealInTurn } from './reveal-in-turn';

/**
 * Renders `children` once the spot comes near the viewport, or, once `ready` (the first screen is
 * up and the browser idle), in its turn among the other spots (one per idle moment, interruptible),
 * keeping `minHeight` reserved until then: a section below the first screen costs nothing before
 * the first tiles are painted, and the page below it does not move when it arrives.
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
    if (seen || !ready) return;
    return revealInTurn(() => startTransition(() => setSeen(true)));
  }, [seen, ready]);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
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
  }, [seen, margin]);
  if (seen) return <>{children}</>;
  return (
    <div ref={ref} className="home-section-placeholder" style={{ minHeight }} aria-hidden="true" />
  );
}
