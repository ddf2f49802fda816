// Small request/response helpers shared by the routes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@parlor/shared/types';
import { casinoForHost, hostnameOf, knownHostname, type CasinoDef } from './casinos/casinos';
import { pageLanguage } from './i18n/page-language';
import { refusalText } from './i18n/refusal-texts';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  error: string,
): FastifyReply {
  // in the visitor's language: a page may show it, a player may open it
  const body: ApiError = { error: refusalText(error, pageLanguage(reply.request), code), code };
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

export interface HtmlReplyOptions {
  /** the reply's status; left as it is (200) unless given */
  status?: number;
  /** `no-store` unless given: a page carries the visitor's language, account or session */
  cacheControl?: string;
  /** more headers: a frame's own policy, a Vary */
  headers?: Record<string, string>;
}

/**
 * An HTML document, the one way the server answers with a page. The security headers of a
 * document (its CSP, nosniff, the frame rules) are added by type (security/security-headers.ts).
 */
export function sendHtml(
  reply: FastifyReply,
  html: string,
  options: HtmlReplyOptions = {},
): FastifyReply {
  if (options.status !== undefined) reply.status(options.status);
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', options.cacheControl ?? 'no-store');
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  return reply.send(html);
}

export interface RequestCasino {
  casino: CasinoDef;
  /** the casino's host name the request came by; the default casino's for a host not known */
  hostname: string;
}

export function requestCasino(request: FastifyRequest): RequestCasino {
  const hostname = knownHostname(hostnameOf(request.headers.host));
  return { casino: casinoForHost(hostname), hostname };
}

/**
 * `http` or `https`, as the client saw it. Fastify reads X-Forwarded-Proto only when the
 * trustProxy setting is on (a proxy in front); otherwise any client could claim https.
 */
export function requestProto(request: FastifyRequest): 'http' | 'https' {
  return request.protocol === 'https' ? 'https' : 'http';
}

export const KEBAB_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isKebab(value: unknown, max = 100): value is string {
  return typeof value === 'string' && value.length <= max && KEBAB_RE.test(value);
}

/** A single string field of a parsed body/query (arrays and objects are rejected). */
export function field(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
