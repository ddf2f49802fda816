// Clicks on a part of a server-rendered page that React has not taken yet: the whole root before
// `hydrateRoot` (the shell's code still on its way), then a remote outlet still waiting for its
// module and data (each is hydrated on its own, and marks itself live: `data-live`). Such a click
// is held and handed to the same element once its part is live: React then answers it. The nodes
// are the server's own, so the element is the one the visitor clicked. A held link whose part is
// not live in time is followed by the browser (docs/server-rendering.md).

/** How long a held click waits for its part before a held link is followed by the browser. */
export const HOLD_MAX_MS = 5000;

const CLICKABLE = 'a[href], button, [role="button"], summary, label, select, input';
const OUTLET = '.remote-outlet';
export const LIVE_ATTRIBUTE = 'data-live';

interface Held {
  target: HTMLElement;
  /** the outlet it waits for (null: the root) */
  outlet: Element | null;
  timer: ReturnType<typeof setTimeout>;
  observer?: MutationObserver;
}

let root: HTMLElement | null = null;
let rootLive = false;
let held: Held | null = null;

function clicked(event: MouseEvent, within: HTMLElement): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = (event.target as Element | null)?.closest?.(CLICKABLE);
  if (!(target instanceof HTMLElement) || !within.contains(target)) return null;
  if (target instanceof HTMLAnchorElement) {
    if (target.target && target.target !== '_self') return null;
    if (target.origin !== location.origin) return null;
  }
  return target;
}

/** The part `target` waits for: the root before hydrateRoot, an outlet not yet live, or none. */
function waitingFor(target: Element): Element | 'root' | null {
  if (!rootLive) return 'root';
  const outlet = target.closest(OUTLET);
  return outlet && root?.contains(outlet) && !outlet.hasAttribute(LIVE_ATTRIBUTE) ? outlet : null;
}

function drop(): void {
  if (!held) return;
  clearTimeout(held.timer);
  held.observer?.disconnect();
  held = null;
}

/** Hands the held click on when its part is live; else waits for that part. */
function settle(): void {
  if (!held) return;
  const part = waitingFor(held.target);
  if (part === null) {
    const { target } = held;
    drop();
    if (target.isConnected) target.click();
  } else if (part !== 'root' && held.outlet !== part) {
    held.observer?.disconnect();
    held.outlet = part;
    held.observer = new MutationObserver(settle);
    held.observer.observe(part, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
  }
}

/** On a server-rendered page (`#root[data-ssr]`), holds clicks on parts React has not taken. */
export function holdEarlyClicks(
  within: HTMLElement | null,
  follow: (href: string) => void = (href) => location.assign(href),
): void {
  if (!within?.hasAttribute('data-ssr') || root) return;
  root = within;
  document.addEventListener(
    'click',
    (event) => {
      const target = clicked(event, within);
      if (!target || waitingFor(target) === null) return;
      event.preventDefault();
      event.stopPropagation();
      // only the last click is kept
      drop();
      const timer = setTimeout(() => {
        drop();
        if (target instanceof HTMLAnchorElement) follow(target.href);
      }, HOLD_MAX_MS);
      held = { target, outlet: null, timer };
      settle();
    },
    true,
  );
}

/**
 * The root is React's now: a held click goes to its element, or waits for its outlet. Without
 * `replay` (React renders the root afresh, the server's nodes are about to go), a held link is
 * followed by the browser and anything else is dropped.
 */
export function handOnEarlyClicks(
  { replay = true }: { replay?: boolean } = {},
  follow: (href: string) => void = (href) => location.assign(href),
): void {
  rootLive = true;
  if (replay) return settle();
  const target = held?.target;
  drop();
  if (target instanceof HTMLAnchorElement) follow(target.href);
}
