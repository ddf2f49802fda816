// The document's load event, held until the site has taken over the page's own first screen. A
// page painted by the server looks ready before its scripts have run; tools and people who wait
// for "loaded" (a browser test's page.goto, a spinner in the tab) should find the site itself,
// not the painted copy that is about to be replaced. A hidden, empty frame whose document is left
// open is still loading, and a page's load event waits for its frames: closing it lets it fire.
// A painted page carries that frame in its markup; opening it costs nearly nothing.

import { HELD_CLICK_MAX_MS, whenTakenOver } from './takeover';

/**
 * The frame's id in the page's markup (@parlor/shared/server's LOAD_GATE_FRAME): named here, since
 * the entry runs before any shared module can be used.
 */
export const LOAD_GATE_ID = 'load-gate';

function appendHiddenFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  document.body.append(frame);
  return frame;
}

/** Holds the load event until the returned function is called, and at most `maxMs`. */
export function holdLoadEvent(maxMs: number): () => void {
  if (document.readyState === 'complete') return () => undefined;
  const own = document.getElementById(LOAD_GATE_ID);
  const frame = own instanceof HTMLIFrameElement ? own : appendHiddenFrame();
  let held: Document | null = null;
  try {
    held = frame.contentDocument;
    held?.open();
  } catch {
    // a browser that will not open it: the load event is simply not held
    held = null;
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    try {
      held?.close();
    } finally {
      frame.remove();
    }
  };
  const timer = setTimeout(release, maxMs);
  return release;
}

/**
 * On a page the server painted (`#root[data-painted]`), holds the load event until the site's
 * first commit has replaced the painted layout. Called by the shell's entry as it is evaluated:
 * a page whose images are in can reach its load event before any later task of the shell runs.
 */
export function holdLoadUntilTakenOver(root: HTMLElement | null): void {
  if (!root?.hasAttribute('data-painted')) return;
  // as long as a held click may wait for the site
  whenTakenOver(root, holdLoadEvent(HELD_CLICK_MAX_MS));
}
