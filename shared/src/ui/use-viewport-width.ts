import { useSyncExternalStore } from 'react';

/** The width the server renders for, and hydration renders with: the sliders' desktop layout. */
export const SERVER_VIEWPORT_WIDTH = 1280;

function watchResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const windowWidth = () => window.innerWidth;
const serverWidth = () => SERVER_VIEWPORT_WIDTH;

/**
 * The window's width, following resizes (breakpoints worked out in script: sliders, a terms
 * panel). The server knows no window: it renders, and hydration renders, SERVER_VIEWPORT_WIDTH,
 * and the next render the window's.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(watchResize, windowWidth, serverWidth);
}
