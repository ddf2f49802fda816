/**
 * Everything on the page but `keep` (a child of the body) leaves the keyboard, the pointer and
 * screen readers, until the returned function gives it back: a modal dialog that holds whatever
 * else opens or moves the focus meanwhile.
 */
export function inertOthers(keep: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (el) => el !== keep && !el.hasAttribute('inert'),
  );
  others.forEach((el) => el.setAttribute('inert', ''));
  return () => others.forEach((el) => el.removeAttribute('inert'));
}
