// Whether a request comes from the site's own pages: browsers send Origin on every cross-site
// POST, so a form or fetch from another site is told apart from the site's own. The site's
// telemetry ingest and the reference server's state-changing routes refuse the others.
import type { FastifyRequest } from 'fastify';

/** What the checks read of a request: its headers (a plain object in pure callers' tests). */
type WithHeaders = Pick<FastifyRequest, 'headers'>;

/** True when the request's Origin names this host (scheme aside: a TLS proxy may sit in front). */
export function originMatchesHost(request: WithHeaders): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (typeof origin !== 'string' || !host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false; // includes "null" (sandboxed frames, file:)
  }
}

/**
 * True when a browser says the request comes from this origin. Under `Referrer-Policy:
 * no-referrer` Chromium sends `Origin: null` on a same-origin form post, so a null Origin counts
 * only with `Sec-Fetch-Site: same-origin` (which a page cannot forge).
 */
export function isSameOriginRequest(request: WithHeaders): boolean {
  if (originMatchesHost(request)) return true;
  const origin = request.headers.origin;
  return (
    (origin === undefined || origin === 'null') &&
    request.headers['sec-fetch-site'] === 'same-origin'
  );
}

/** A foreign Origin, or a browser saying so with Sec-Fetch-Site; a request with neither passes. */
export function isCrossSite(request: WithHeaders): boolean {
  if (isSameOriginRequest(request)) return false;
  if (request.headers.origin !== undefined) return true;
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
