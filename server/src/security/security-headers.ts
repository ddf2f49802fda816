// Security headers of the site (helmet) with a CSP that lets the shell load the remotes and the
// assets host of the request's host name (one of the casinos' own: see knownHostname).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { casinoForHost, hostnameOf, knownHostname } from '../casinos/casinos';
import { gamesOriginsForHosts } from '../games/game-origin';
import type { Settings } from '../settings';
import { originsOf, remotesFor } from '../remotes';

export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** The extra sources of the CSP for one request host. */
export function cspSources(settings: Settings, hostHeader: string | undefined): CspSources {
  const hostname = knownHostname(hostnameOf(hostHeader));
  const hosts = hostname === 'localhost' ? ['localhost'] : [hostname, 'localhost'];
  const remotePorts = Object.values(settings.remotePorts);
  const remoteOrigins = new Set<string>();
  for (const host of hosts)
    for (const port of remotePorts) remoteOrigins.add(`http://${host}:${port}`);
  for (const origin of originsOf(remotesFor(settings, casinoForHost(hostname).key, hostname))) {
    remoteOrigins.add(origin);
  }
  const assets = hosts.map((h) => `http://${h}:${settings.assetsPort}`);
  return {
    script: [...remoteOrigins],
    connect: [...remoteOrigins, ...assets],
    img: assets,
    frame: [...assets, ...gamesOriginsForHosts(hosts, settings.port)],
  };
}

/**
 * The CSP of a document (a page, or a script that becomes a worker) served to one host. Built per
 * answer, as the remotes manifest can change while the server runs.
 */
export function documentCsp(settings: Settings, hostHeader: string | undefined): string {
  const s = cspSources(settings, hostHeader);
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: Settings,
): Promise<void> {
  await app.register(helmet, {
    // set below, by the type of the answer
    contentSecurityPolicy: false,
    // the site runs on plain http locally; TLS termination adds HSTS in production
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // routes with their own headers (the games origin's pages, sandboxed operator markup)
    const config = request.routeOptions.config as { helmet?: { skipRoute?: boolean } };
    if (config.helmet?.skipRoute || reply.hasHeader('content-security-policy')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header(
      'content-security-policy',
      DOCUMENT_TYPES.test(type) ? documentCsp(settings, request.headers.host) : DATA_CSP,
    );
    return payload;
  });
}
