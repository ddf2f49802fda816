// Security headers (helmet) with a CSP by the type of the answer: a document's is the caller's,
// one that lets the shell load the remotes and the assets host of the request's casino (the
// controller's from its own settings, controller-csp.ts; the site's from what it read of the
// controller, site/site-csp.ts); data gets the strictest one.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The origins a document may use beyond its own. */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** The CSP of a document (a page, or a script that becomes a worker) with these sources. */
export function documentCspOf(s: CspSources): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'"]],
    ['script-src', ["'self'", ...s.script]],
    // Remotes ship their own stylesheets beside their scripts.
    ['style-src', ["'self'", "'unsafe-inline'", ...s.script]],
    ['img-src', ["'self'", 'data:', 'blob:', ...s.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...s.connect]],
    ['frame-src', ["'self'", ...s.frame]],
    ['media-src', ["'self'", ...s.img]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/**
 * Data (JSON, encrypted envelopes, images, styles) is never a document: it gets the strictest
 * policy, the same string every time, so the catalogue's answers cost no policy work.
 */
export const DATA_CSP = "default-src 'none';frame-ancestors 'none'";
const DOCUMENT_TYPES =
  /^(text\/html|text\/javascript|application\/javascript|image\/svg\+xml|application\/xml|text\/xml)\b/;

const HSTS = 'max-age=31536000';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  documentCsp: (request: FastifyRequest) => string | Promise<string>,
): Promise<void> {
  await app.register(helmet, {
    // set below, by the type of the answer
    contentSecurityPolicy: false,
    // set below, only on answers that went out over https: the site runs on plain http locally
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // https as the socket or a trusted proxy says: the browser keeps to https for a year
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // routes with their own headers (the games origin's pages, sandboxed operator markup)
    const config = request.routeOptions.config as { helmet?: { skipRoute?: boolean } };
    if (config.helmet?.skipRoute || reply.hasHeader('content-security-policy')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header(
      'content-security-policy',
      DOCUMENT_TYPES.test(type) ? await documentCsp(request) : DATA_CSP,
    );
    return payload;
  });
}
