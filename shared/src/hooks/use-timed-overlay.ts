import { useEffect, useState } from 'react';

export type OverlayPhase = 'shown' | 'fading' | 'gone';

/**
 * The phase of a loader laid over a frame (a game, a live dealer or tournaments lobby): shown
 * while `key` (the frame's address) is null, then from when it is set, fading at `removeMs`
 * and gone at `removeMs + fadeMs` (a `fadeMs` of 0 removes it at once: reduced motion).
 */
export function useTimedOverlay(
  key: string | null,
  removeMs: number,
  fadeMs: number,
): OverlayPhase {
  const [phase, setPhase] = useState<{ key: string | null; phase: OverlayPhase }>({
    key,
    phase: 'shown',
  });
  useEffect(() => {
    if (!key) return;
    const fade = setTimeout(() => setPhase({ key, phase: 'fading' }), removeMs);
    const gone = setTimeout(() => setPhase({ key, phase: 'gone' }), removeMs + fadeMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, [key, removeMs, fadeMs]);
  return phase.key === key ? phase.phase : 'shown';
}
