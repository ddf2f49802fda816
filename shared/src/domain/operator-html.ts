// The one policy for operator markup (promos, widgets, tournament content): docs/promotions.md,
// "Operator content". DOMPurify is loaded on first use, in a chunk of its own, so pages without
// operator markup never pay for it.
import type { Config, DOMPurify } from 'dompurify';

/** Nothing that runs, submits, embeds, restyles the page or names a window survives. */
const POLICY: Config = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'video',
    'audio',
    'source',
  ],
  // inline styles could lay a fixed cover over the page; targets are set below, never taken
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
};

/**
 * A link to another site stays that link, opened in a new window without access to ours; a link
 * of the site opens in place.
 */
function openLinksSafely(node: Element): void {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (!href) return;
  let external: boolean;
  try {
    external = new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    node.removeAttribute('href');
    return;
  }
  if (!external) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
}

let purifier: Promise<DOMPurify> | null = null;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    ({ default: createDOMPurify }) => {
      // an instance of our own: its hook is not added to anyone else's
      const instance = createDOMPurify(window);
      instance.addHook('afterSanitizeAttributes', openLinksSafely);
      return instance;
    },
    (error: unknown) => {
      purifier = null;
      throw error;
    },
  );
  return purifier;
}

/**
 * Operator HTML made safe to show: no scripts, handlers, `javascript:` links, forms, frames,
 * embedded media, styles or style attributes; links to other sites open in a new window with
 * `rel="noopener noreferrer"`. Anything but a string is empty.
 */
export async function sanitiseOperatorHtml(html: unknown): Promise<string> {
  if (typeof html !== 'string' || html === '') return '';
  const purify = await loadPurifier();
  return purify.sanitize(html, { ...POLICY, RETURN_TRUSTED_TYPE: false });
}
