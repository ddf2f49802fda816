import { useEffect, useState } from 'react';

export type OverlayPhase = 'shown' | 'fading' | 'gone';

/** An overlay shown when `key` is set, fading at `removeMs`, gone at `removeMs + fadeMs`. */
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
