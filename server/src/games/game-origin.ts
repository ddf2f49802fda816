// Where the demo games live: a different origin from the site, so that the game frame is a real
// cross-origin frame (the OpenCashier origin check means something). By default the site's host
// name prefixed with `games.` on the site's port (`http://games.localhost:8080`, Chromium resolves
// every *.localhost name to loopback); PARLOR_GAMES_ORIGIN overrides it.
import type { FastifyRequest } from 'fastify';
import { hostnameOf, knownHostname } from '../casinos/casinos';
import { requestProto } from '../http';
import {
  configuredGamesOrigin,
  GAMES_HOST_PREFIX,
  gamesOriginOfHost,
  portSuffixOf,
} from '@parlor/site';

export { configuredGamesOrigin, GAMES_HOST_PREFIX };

/** The site host name behind a request (a request to the games host maps back to its site). */
export function siteHostname(request: FastifyRequest): string {
  const hostname = hostnameOf(request.headers.host);
  return knownHostname(
    hostname.startsWith(GAMES_HOST_PREFIX) ? hostname.slice(GAMES_HOST_PREFIX.length) : hostname,
  );
}

/** The games origin for a request made to the site. */
export function gamesOriginFor(request: FastifyRequest): string {
  const configured = configuredGamesOrigin();
  if (configured) return configured;
  const host = siteHostname(request);
  const port = portSuffixOf(request.headers.host);
  const proto = requestProto(request);
  // an address has no games. name: the games are on the site's own origin then
  return gamesOriginOfHost(proto, host, port) ?? `${proto}://${host}${port}`;
}

/** The site origin a request to the games host belongs to (for frame-ancestors and returnurl). */
export function siteOriginFor(request: FastifyRequest): string {
  return `${requestProto(request)}://${siteHostname(request)}${portSuffixOf(request.headers.host)}`;
}

/** Games origins for the CSP frame-src of the site, for the given site host names and port. */
export function gamesOriginsForHosts(hosts: readonly string[], port: number): string[] {
  const configured = configuredGamesOrigin();
  const out = hosts
    .map((h) => gamesOriginOfHost('http', h, `:${port}`))
    .filter((o): o is string => o !== null);
  return configured ? [configured, ...out] : out;
}
