// The site's CSP of a document, from what it read of the controller for the request's casino (the
// same cached reads its page is written from, so the page and its policy agree): the remotes'
// origins of the boot info, the assets host of the config, the games origin of the site's own
// host name. With nothing read (the controller away since the site started), only the site's own
// origin: the shell's page then shows the casino's error, and a reload once it is back gets the
// whole policy.
import type { FastifyRequest } from 'fastify';
import {
  configuredGamesOrigin,
  GAMES_HOST_PREFIX,
  gamesOriginOfHost,
  portSuffixOf,
} from '../web/games-origin-rule';
import { documentCspOf, type CspSources } from '../security/security-headers';
import { casinoAddressOf } from './site-page-data';
import type { SiteReads } from './site-reads';

function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The games origin of a request to the site: `games.` before its host name, on its port. */
function gamesOrigin(request: FastifyRequest): string | null {
  const configured = configuredGamesOrigin();
  if (configured) return configured;
  const host = (request.headers.host ?? '').toLowerCase();
  const hostname = host.split(':')[0] ?? '';
  if (!hostname || hostname.startsWith(GAMES_HOST_PREFIX)) return null;
  return gamesOriginOfHost(request.protocol, hostname, portSuffixOf(host));
}

export async function siteDocumentCsp(
  reads: SiteReads,
  request: FastifyRequest,
  trustProxy: boolean,
): Promise<string> {
  const casino = casinoAddressOf(request, trustProxy);
  const sources: CspSources = { script: [], connect: [], img: [], frame: [] };
  try {
    const [boot, config] = await Promise.all([reads.boot(casino), reads.config(casino)]);
    const remotes = Object.values(boot.remotes ?? {})
      .map(originOf)
      .filter((o): o is string => o !== null);
    const assets = originOf(config.assets_domain);
    sources.script = [...new Set(remotes)];
    sources.connect = [...new Set([...remotes, ...(assets ? [assets] : [])])];
    sources.img = assets ? [assets] : [];
  } catch {
    // nothing read of this casino: the site's own origin only (see above)
  }
  const games = gamesOrigin(request);
  sources.frame = [...sources.img, ...(games ? [games] : [])];
  return documentCspOf(sources);
}
