// Until boot has succeeded, a link of a server-rendered page is followed by the browser (to a
// page the site renders), not by the router: the site's own pages need boot's config and
// catalogue, and a boot that hangs must not leave the visitor on pages without them
// (docs/server-rendering.md).

function ownLink(event: MouseEvent, root: HTMLElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  return (
    link instanceof HTMLAnchorElement && root.contains(link) && link.origin === location.origin
  );
}

/** Keeps the router's hands off links in `root` until `booted` resolves. */
export function followLinksPlainly(root: HTMLElement, booted: Promise<unknown>): void {
  // on the document, before React's listener on the root: the browser follows the link
  const onClick = (event: MouseEvent) => {
    if (ownLink(event, root)) event.stopPropagation();
  };
  document.addEventListener('click', onClick, true);
  void booted.then(() => document.removeEventListener('click', onClick, true));
}
