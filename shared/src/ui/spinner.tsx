import type { CSSProperties } from 'react';
import './spinner.css';

/**
 * The loading spinner of framed pages (games, the live dealer, the tournaments lobby). Decorative:
 * the text beside it says what is loading. Still under reduced motion.
 */
export function Spinner({ size = 32 }: { size?: number }) {
  return (
    <span
      className="parlor-spinner"
      aria-hidden="true"
      style={{ '--spinner-size': `${size}px` } as CSSProperties}
    />
  );
}
