// HTML out: text escaped for markup, and a page sent as the server sends every page. A leaf
// module: the controller's routes and the site's pages both use it.
import type { FastifyReply } from 'fastify';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
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
