// Security headers of the site (helmet) with a CSP that lets the shell load the remotes and the
// assets host of the request's host name.
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { casinoForHost, hostnameOf } from '../casinos/casinos';
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
  const hostname = hostnameOf(hostHeader);
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: Settings,
): Promise<void> {
  // the directive functions run per response; compute the sources once per request
  const memo = new WeakMap<IncomingMessage, CspSources>();
  const sources = (req: IncomingMessage): CspSources => {
    let s = memo.get(req);
    if (!s) {
      s = cspSources(settings, req.headers.host);
      memo.set(req, s);
    }
    return s;
  };
  const join = (pick: (s: CspSources) => string[]) => (req: IncomingMessage) =>
    pick(sources(req)).join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", join((s) => s.script)],
        // Remotes ship their own stylesheets beside their scripts.
        styleSrc: ["'self'", "'unsafe-inline'", join((s) => s.script)],
        imgSrc: ["'self'", 'data:', 'blob:', join((s) => s.img)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", join((s) => s.connect)],
        frameSrc: ["'self'", join((s) => s.frame)],
        mediaSrc: ["'self'", join((s) => s.img)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    // the site runs on plain http locally; TLS termination adds HSTS in production
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
