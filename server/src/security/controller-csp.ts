// The controller's CSP of a document: the remotes and the assets host of the request's host name
// (one of the casinos' own: see knownHostname), from its own settings and remotes manifest.
import { casinoForHost, hostnameOf, knownHostname } from '../casinos/casinos';
import { gamesOriginsForHosts } from '../games/game-origin';
import type { Settings } from '../settings';
import { documentCspOf, originsOf, remotesFor, type CspSources } from '@parlor/site';

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
  return documentCspOf(cspSources(settings, hostHeader));
}
