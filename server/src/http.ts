// Small request/response helpers shared by the routes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@parlor/shared/types';
import { casinoForHost, hostnameOf, knownHostname, type CasinoDef } from './casinos/casinos';
import { pageLanguage } from './i18n/page-language';
import { refusalText } from './i18n/refusal-texts';

// Helpers that live in leaf modules the site's pages share.
export { escapeHtml, isKebab, KEBAB_RE, sendHtml, type HtmlReplyOptions } from '@parlor/site';

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
 * `http` or `https`, as the client saw it. Fastify reads X-Forwarded-Proto only from a trusted
 * proxy's hop (PARLOR_TRUSTED_PROXIES); otherwise any client could claim https.
 */
export function requestProto(request: FastifyRequest): 'http' | 'https' {
  return request.protocol === 'https' ? 'https' : 'http';
}

/** A single string field of a parsed body/query (arrays and objects are rejected). */
export function field(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
