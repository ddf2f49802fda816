// One sign-in under way: its state, nonce and PKCE verifier, the redirect URI it named and the page
// to come back to, kept in the browser for ten minutes in an HttpOnly cookie sent only to
// /ops/login/oidc. SameSite=Lax, not Strict: the provider's redirect back is a cross-site
// top-level GET, and a Strict cookie would not come with it. Read once: the callback clears it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../../web/cookies';
import { safeBack } from '../ops-runtime';

export const FLOW_COOKIE = 'parlor_ops_oidc';
const FLOW_SECONDS = 10 * 60;

export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  /** a path under /ops, already through safeBack */
  next: string;
}

const cookieOptions = (base: string, secure: boolean) => ({
  httpOnly: true,
  sameSite: 'Lax' as const,
  path: `${base}/ops/login/oidc`,
  secure,
});

export function keepFlow(reply: FastifyReply, flow: OidcFlow, base: string, secure: boolean): void {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  setCookie(reply, FLOW_COOKIE, value, { ...cookieOptions(base, secure), maxAge: FLOW_SECONDS });
}

export function dropFlow(reply: FastifyReply, base: string, secure: boolean): void {
  setCookie(reply, FLOW_COOKIE, '', { ...cookieOptions(base, secure), maxAge: 0 });
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 600;

/** The sign-in under way in this browser; null: none, expired or not one of ours. */
export function readFlow(request: FastifyRequest): OidcFlow | null {
  const raw = readCookie(request, FLOW_COOKIE);
  if (!raw || raw.length > 4000) return null;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<OidcFlow>;
    const { state, nonce, verifier, redirectUri, next } = flow;
    if (![state, nonce, verifier, redirectUri, next].every(isText)) return null;
    // the browser may have written the cookie itself: the callback builds on this address
    if (!URL.canParse(redirectUri!)) return null;
    // and a page to come back to that is not the console's (`//evil.example`) would be followed
    return { ...(flow as OidcFlow), next: safeBack(next) };
  } catch {
    return null;
  }
}
