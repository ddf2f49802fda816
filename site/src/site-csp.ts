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
import { siteHosts, type SiteHost, type SiteHosts } from './site-hosts';

function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The games origin of a request to the site: `games.` before its known host name, on its port. */
function gamesOrigin(request: FastifyRequest, site: SiteHost): string | null {
  const configured = configuredGamesOrigin();
  if (configured) return configured;
  if (!site.hostname || site.hostname.startsWith(GAMES_HOST_PREFIX)) return null;
  return gamesOriginOfHost(request.protocol, site.hostname, portSuffixOf(site.host));
}

export async function siteDocumentCsp(
  reads: SiteReads,
  request: FastifyRequest,
  options: { hosts?: SiteHosts; remotes: RemotesSettings },
): Promise<string> {
  const hosts = options.hosts ?? siteHosts({});
  const site = hosts.of(request);
  const casino = casinoAddressOf(request, hosts);
  // each read on its own: a config that fails still lets the remotes load
  const [boot, config] = await Promise.allSettled([reads.boot(casino), reads.config(casino)]);
  const remotes =
    boot.status === 'fulfilled'
      ? Object.values(withSiteRemotes(boot.value, request, site, options.remotes).remotes)
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
  const games = gamesOrigin(request, site);
  sources.frame = [...sources.img, ...(games ? [games] : [])];
  return documentCspOf(sources);
}
