// The site taking over the first screen the page painted (docs/performance.md, "The first screen
// painted by the page"). Before the shell's entry runs, the painted links are plain links. From
// then until the site's first commit replaces the painted layout, a click on one is held and
// handed to the site once it is up: a guest's tile click then opens the login the site shows,
// not a page load of its own.

/**
 * How long the page's own first screen may wait for the page's module and data before the site
 * renders without them (their loading states, or the outlet's message).
 */
export const PAINTED_WAIT_MS = 4000;

/** How long a held click waits for the site before the browser follows the link itself. */
export const HELD_CLICK_MAX_MS = PAINTED_WAIT_MS + 2000;

/** How long the site's first commit has to show the clicked link before it is followed as is. */
const FIND_AFTER_TAKEOVER_MS = 1000;

const isPainted = (root: HTMLElement) => root.querySelector('[data-painted-layout]') !== null;

/**
 * Calls `taken` once the site's first commit has replaced the painted layout in `root`. Returns a
 * function that stops watching.
 */
export function whenTakenOver(root: HTMLElement, taken: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (isPainted(root)) return;
    observer.disconnect();
    taken();
  });
  observer.observe(root, { childList: true });
  return () => observer.disconnect();
}

/** A plain left click on a link of ours: what the browser would follow in this tab. */
function followedLink(event: MouseEvent, root: HTMLElement): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.origin !== location.origin) return null;
  return link;
}

/** The site's own link to the same place, once it has rendered it (or null after a while). */
function findLink(root: HTMLElement, href: string, deadline: number): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const look = () => {
      const match = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
        (a) => a.getAttribute('href') === href,
      );
      if (match || performance.now() > deadline) resolve(match ?? null);
      else requestAnimationFrame(look);
    };
    look();
  });
}

/**
 * On a page the server painted (`#root[data-painted]`), holds clicks on its links until the site's
 * first commit has replaced the painted layout, then clicks the site's own link to the same place
 * (its handler decides: a route change, the login); without one, or without the site after
 * `HELD_CLICK_MAX_MS`, the browser follows the link. Only the last click is kept.
 */
export function holdClicksUntilTakenOver(
  root: HTMLElement | null,
  follow: (href: string) => void = (href) => location.assign(href),
): void {
  if (!root?.hasAttribute('data-painted') || !isPainted(root)) return;
  let held: string | null = null;
  const onClick = (event: MouseEvent) => {
    if (!isPainted(root)) return;
    const link = followedLink(event, root);
    if (!link) return;
    event.preventDefault();
    held = link.getAttribute('href');
  };
  document.addEventListener('click', onClick, true);

  const stop = () => {
    document.removeEventListener('click', onClick, true);
    stopWatching();
    clearTimeout(timer);
  };
  const stopWatching = whenTakenOver(root, () => {
    stop();
    const href = held;
    if (href === null) return;
    void findLink(root, href, performance.now() + FIND_AFTER_TAKEOVER_MS).then((link) =>
      link ? link.click() : follow(href),
    );
  });
  const timer = setTimeout(() => {
    stop();
    if (held !== null) follow(held);
  }, HELD_CLICK_MAX_MS);
}
