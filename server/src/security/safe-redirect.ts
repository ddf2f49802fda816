// The one place the server decides whether a return or redirect address taken from a request
// (a query parameter, a stored return page) may be followed: only this site's own pages.
import { safeRedirect } from '@parlor/shared/server';

/** A same-site path ('/x?y#z') or `fallback`; see the shared helper for the rules. */
export const safeRedirectPath = safeRedirect;

/** An absolute URL on `siteOrigin` whose path is a safe same-site path, or null. */
export function safeReturnUrl(raw: unknown, siteOrigin: string): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return safeRedirect(path, '') === path ? url.toString() : null;
}

/**
 * The same rule for a page script (the exit page reads its return page from storage): the
 * browser's own URL parser must keep the address on this origin (it strips tabs and newlines,
 * so '/\t/evil.com' becomes '//evil.com' and is refused), and the result must not start '//'.
 */
export const SAFE_RETURN_PATH_JS = `function safeReturnPath(v) {
  if (typeof v !== 'string' || v.length > 2048 || v.charAt(0) !== '/' || /[\\\\\\u0000-\\u001f\\u007f-\\u009f]/.test(v)) return null;
  try {
    var url = new URL(v, location.origin);
    if (url.origin !== location.origin) return null;
    var path = url.pathname + url.search + url.hash;
    return /^\\/(?![\\/\\\\]|%2f|%5c)/i.test(path) ? path : null;
  } catch (e) { return null; }
}`;
