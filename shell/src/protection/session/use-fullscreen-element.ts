import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const current = (): Element | null => document.fullscreenElement ?? null;

/** The element in fullscreen (a game's stage), kept current; null when none is. */
export function useFullscreenElement(): Element | null {
  return useSyncExternalStore(subscribe, current, () => null);
}
