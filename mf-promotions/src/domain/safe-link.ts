/**
 * Operator links (a promo's redeem link, a widget's link) are followed only to safe targets: a
 * path of this site, or an http(s) address. Anything else (javascript:, data:, protocol-relative
 * tricks) gives null and the control is not rendered as a link.
 */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const link = raw.trim();
  // control characters (a tab inside 'java\tscript:') and backslashes are never in our links
  // eslint-disable-next-line no-control-regex
  if (!link || /[\u0000-\u001f\\]/.test(link)) return null;
  if (link.startsWith('/')) return link.startsWith('//') ? null : link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An internal link (router) rather than a document link. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

const ALLOWED = new Set(['title', 'aria-label', 'target', 'rel']);

/**
 * The operator's extra link attributes (cta_attributes), reduced to harmless ones: title,
 * aria-label, target (_blank or _self), rel and data-*. A new window never gets our window.
 */
export function safeLinkAttributes(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const key = name.toLowerCase();
    if (typeof value !== 'string') continue;
    if (!ALLOWED.has(key) && !/^data-[a-z0-9-]+$/.test(key)) continue;
    if (key === 'target' && value !== '_blank' && value !== '_self') continue;
    out[key] = value;
  }
  if (out.target === '_blank') out.rel = 'noopener noreferrer';
  return out;
}
