import { useState } from 'react';
import { renderedAt } from './rendered-page';
import { useHydrating } from './use-hydrating';

/**
 * The moment a clock on screen (a countdown) starts from: on the server and while hydrating its
 * markup, the moment the server rendered the page, so both show the same; otherwise now. The
 * caller's own ticking moves it on from there.
 */
export function useInitialNow(): number {
  const hydrating = useHydrating();
  const [now] = useState(() => (hydrating ? renderedAt() : Date.now()));
  return now;
}
