// The host names the site answers its own pages for: its casinos' (PARLOR_CASINO_URLS, or the
// reference casinos' built-in names when unset) and the ops console's (PARLOR_OPS_HOST). A Host
// header it does not know gets the default casino's page, on the default casino's addresses: the
// name a request carries never becomes a script origin, a preload, a CSP source or a cache key.
import type { FastifyRequest } from 'fastify';
import type { SiteSettings } from './site-settings';

/** The reference controller's casinos by their own names (server/src/casinos/casinos.ts). */
export const REFERENCE_CASINO_HOSTNAMES: Readonly<Record<string, string>> = {
  fusion: 'localhost',
  classic: 'classic.localhost',
  fun: 'fun.localhost',
};

/** The names answered when no casino's address is set, fusion's first. */
const REFERENCE_HOSTNAMES = [...Object.values(REFERENCE_CASINO_HOSTNAMES), '127.0.0.1'];

/** A host the site answers on: the name, and the name with the port the visitor used. */
export interface SiteHost {
  hostname: string;
  /** `hostname:port` as the request named it (a known name), else the default casino's */
  host: string;
}

export interface SiteHosts {
  readonly known: ReadonlySet<string>;
  /** the host a request is answered for: its own when known, else the default casino's */
  of(request: FastifyRequest): SiteHost;
}

const HOSTNAME_RE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** `name` and `name:port` of a Host header value, lower-cased; null when malformed. */
function parseHost(value: string): SiteHost | null {
  const host = value.trim().toLowerCase();
  const colon = host.lastIndexOf(':');
  const hostname = colon >= 0 ? host.slice(0, colon) : host;
  const port = colon >= 0 ? host.slice(colon + 1) : '';
  if (!HOSTNAME_RE.test(hostname) || (colon >= 0 && !/^\d{1,5}$/.test(port))) return null;
  return { hostname, host };
}

export function siteHosts(
  settings: Partial<Pick<SiteSettings, 'casinoUrls' | 'opsHost'>>,
): SiteHosts {
  const casinos = Object.values(settings.casinoUrls ?? {}).map((url) => new URL(url).host);
  const named = casinos.length > 0 ? casinos : REFERENCE_HOSTNAMES;
  const fallback = parseHost(named[0]!) ?? { hostname: 'localhost', host: 'localhost' };
  const known = new Set(named.map((host) => parseHost(host)?.hostname ?? fallback.hostname));
  const ops = settings.opsHost ? parseHost(settings.opsHost) : null;
  if (ops) known.add(ops.hostname);
  return {
    known,
    of(request) {
      // request.host: the Host header, or X-Forwarded-Host from a trusted proxy only
      const asked = parseHost(request.host ?? '');
      return asked && known.has(asked.hostname) ? asked : fallback;
    },
  };
}
