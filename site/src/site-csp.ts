// The site's CSP of a document, from what it read of the controller for the request's casino (the
// same cached reads its page is written from, so the page and its policy agree): the origins of
// the remotes the site gives that casino, the assets host of the config, the games origin of the
// site's own host name. What could not be read (the controller away since the site started)
// allows only the site's own origin: the shell's page then shows the casino's error, and a reload
// once it is back gets the whole policy.
import type { FastifyRequest } from 'fastify';
import {
  configuredGamesOrigin,
  GAMES_HOST_PREFIX,
  gamesOriginOfHost,
  portSuffixOf,
} from './web/games-origin-rule';
import type { RemotesSettings } from './remotes';
import { documentCspOf, type CspSources } from './security/security-headers';
import { casinoAddressOf } from './site-page-data';
import type { SiteReads } from './site-reads';
import { withSiteRemotes } from './site-remotes';

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
  options: { trustProxy: boolean; remotes: RemotesSettings },
): Promise<string> {
  const casino = casinoAddressOf(request, options.trustProxy);
  // each read on its own: a config that fails still lets the remotes load
  const [boot, config] = await Promise.allSettled([reads.boot(casino), reads.config(casino)]);
  const remotes =
    boot.status === 'fulfilled'
      ? Object.values(withSiteRemotes(boot.value, request, options.remotes).remotes)
          .map(originOf)
          .filter((o): o is string => o !== null)
      : [];
  const assets = config.status === 'fulfilled' ? originOf(config.value.assets_domain) : null;
  const sources: CspSources = {
    script: [...new Set(remotes)],
    connect: [...new Set([...remotes, ...(assets ? [assets] : [])])],
    img: assets ? [assets] : [],
    frame: [],
  };
  const games = gamesOrigin(request);
  sources.frame = [...sources.img, ...(games ? [games] : [])];
  return documentCspOf(sources);
}
