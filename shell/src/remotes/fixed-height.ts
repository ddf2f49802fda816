// How much of the window's bottom a remote's fixed box takes (the promotions remote's sticky
// banner): the shell keeps the page's own content, its footer links above all, clear of it.

/** The first element under `root` that the browser lays out as `position: fixed`. */
export function fixedBoxIn(root: Element): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('*'))
    if (getComputedStyle(element).position === 'fixed') return element;
  return null;
}

/**
 * Keeps `--{name}` on `target` at the height of the fixed box inside `slot` (0 when there is
 * none, the banner closed or its remote down). Returns a function that stops.
 */
export function trackFixedHeight(slot: Element, target: HTMLElement, name: string): () => void {
  let observed: HTMLElement | null = null;
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => publish()) : null;
  const publish = () => {
    const height = observed?.isConnected ? observed.getBoundingClientRect().height : 0;
    target.style.setProperty(`--${name}`, `${Math.ceil(height)}px`);
  };
  const find = () => {
    const box = fixedBoxIn(slot);
    if (box !== observed) {
      if (observed) resize?.unobserve(observed);
      observed = box;
      if (box) resize?.observe(box);
    }
    publish();
  };
  const mutations = new MutationObserver(find);
  mutations.observe(slot, { childList: true, subtree: true, attributes: true });
  find();
  return () => {
    mutations.disconnect();
    resize?.disconnect();
    target.style.removeProperty(`--${name}`);
  };
}
