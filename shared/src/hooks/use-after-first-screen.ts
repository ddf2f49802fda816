import { useEffect, useState } from 'react';
import { afterFirstScreen, isFirstScreenShown } from '../runtime/first-screen';

/**
 * False until the page's first screen has painted and the browser is idle, then true: a part of
 * the page the first screen does not show renders only then. On a page opened later in the visit
 * (the first screen long shown) it is true at once.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(isFirstScreenShown);
  useEffect(() => {
    if (ready) return;
    return afterFirstScreen(() => setReady(true));
  }, [ready]);
  return ready;
}
