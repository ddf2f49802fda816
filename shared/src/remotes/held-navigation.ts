// Moving to a page whose module is not running yet (its code came at idle, unevaluated): the
// route waits for it inside the router's transition, so React keeps the previous page on screen
// instead of the new outlet's skeleton (docs/performance.md, "Moving between pages").
import { use, useEffect, useRef } from 'react';
import { isFirstScreenShown } from '../runtime/first-screen';
import { useNavigationType } from '../routing/router';
import { hasRemote } from './remote-registry';
import { isModuleLoaded, prefetchRemoteModule, useServerRender } from './remote-outlet';

/** A page whose module takes longer than this shows its skeleton meanwhile. */
export const HOLD_MS = 500;

type Hold = Promise<void> & { status?: 'fulfilled' };
/** One hold per module: once settled, a render finds it fulfilled and goes on. */
const holds = new Map<string, Hold>();

function holdFor(remote: string, expose: string): Hold {
  const key = `${remote}|${expose}`;
  let hold = holds.get(key);
  if (!hold) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, HOLD_MS)));
    const settled: Hold = Promise.race([prefetchRemoteModule(remote, expose), late]).then(() => {
      clearTimeout(timer);
      settled.status = 'fulfilled';
    });
    hold = settled;
    holds.set(key, hold);
  }
  return hold;
}

/**
 * Called by a route before it renders the outlet of `remote/expose`: when, after the first
 * screen, a link or `navigate` brings the route to a module it has not shown (it mounts, or the
 * router reuses it for another page), suspends for at most HOLD_MS until that module has run.
 * That render is a navigation (a transition): the page the visitor came from stays meanwhile.
 * The first page never holds (on the server, hydrating or rendered in the browser, its outlet
 * shows its own loading state), nor does a route rendered again for the module it shows: an
 * urgent render must never put the skeleton over a page. Nothing is held for a remote this
 * casino does not have, nor twice for one module; a load that fails is the outlet's to show.
 */
export function useModuleBeforeNavigation(remote: string, expose: string): void {
  const key = `${remote}|${expose}`;
  const server = useServerRender();
  // the document's first location (and back or forward to one) is a POP: pushed or replaced
  // locations come from a navigation
  const navigated = useNavigationType() !== 'POP';
  // No store read here: a hydrated route would render again once hydrated, and update the
  // outlets the server rendered before they are hydrated. A ref, set once committed, says which
  // module this route has shown.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    shown.current = key;
  }, [key]);
  /* eslint-disable react-hooks/refs -- read to tell a navigation from a render again; what is
     rendered never depends on it, only whether this render waits */
  const before = shown.current;
  const coming = before !== key && (navigated || before !== null);
  if (server || !coming || !isFirstScreenShown()) return;
  /* eslint-enable react-hooks/refs */
  if (isModuleLoaded(remote, expose) || !hasRemote(remote)) return;
  const hold = holdFor(remote, expose);
  if (hold.status !== 'fulfilled') use(hold as Promise<void>);
}

/** Tests: forget every hold. */
export function resetNavigationHolds(): void {
  holds.clear();
}
