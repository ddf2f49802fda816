// The check every state-changing POST of the ops console passes: it comes from the console's
// own origin (the browser's Origin and Sec-Fetch-Site say so, or say nothing) and, once logged
// in, carries the session's CSRF token. SameSite=Strict already keeps the session cookie off
// cross-site requests; this holds even where a browser or a sibling host gets round that.
import { timingSafeEqual } from 'node:crypto';
import { isSameOriginRequest } from '../security/same-origin';

export interface PostGuardInput {
  /** the request's Origin header */
  origin: string | undefined;
  /** the request's Sec-Fetch-Site header */
  secFetchSite: string | undefined;
  /** the host (and port) the request was made to */
  host: string;
  /** the session's token; null: no session (the log-in form, the preferences before it) */
  expectedCsrf: string | null;
  /** the form's `csrf` field */
  givenCsrf: unknown;
}

export type PostRefusal = 'foreign_origin' | 'csrf';

export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why the POST is refused (403); null: it may go on. */
export function postRefusal(input: PostGuardInput): PostRefusal | null {
  const site = input.secFetchSite?.toLowerCase();
  // same-site is refused too: a casino's page on a sibling host is not the console
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'foreign_origin';
  // an Origin, when sent, is the console's own (the site's one rule, security/same-origin.ts)
  const headers = { origin: input.origin, host: input.host, 'sec-fetch-site': site };
  if (input.origin !== undefined && !isSameOriginRequest({ headers })) return 'foreign_origin';
  if (input.expectedCsrf !== null && !tokensMatch(input.expectedCsrf, input.givenCsrf))
    return 'csrf';
  return null;
}
