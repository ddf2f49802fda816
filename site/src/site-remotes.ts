// The remotes a casino loads are the site's to say, not the controller's: the registry's ports,
// overridden per casino by the site's manifest (`npm run remotes`, docs/deploying.md). The
// controller's boot info names the casino (`casino_key`); whatever remotes it may add are
// replaced. The manifest file is re-read when it changes, so a switch shows on the next page.
import type { FastifyRequest } from 'fastify';
import { remotesFor, type RemotesSettings } from './remotes';
import { isHost, type BootAnswer } from './controller-reader';
import { isCasinoKey } from './site-settings';

/** The manifest's key for a controller that names no casino (one casino per controller). */
export const DEFAULT_CASINO_KEY = 'default';

/** The casino key the controller's boot info names, when it is a plain key. */
export function casinoKeyOf(boot: BootAnswer): string {
  return isCasinoKey(boot.casino_key) ? boot.casino_key : DEFAULT_CASINO_KEY;
}

/**
 * The boot info the site answers for a request: the controller's, with the site's remotes at
 * the request's host name (the remotes' servers answer on every name the site does).
 */
export function withSiteRemotes(
  boot: BootAnswer,
  request: FastifyRequest,
  settings: RemotesSettings,
): BootAnswer {
  const hostname = request.hostname.toLowerCase();
  const remotes = isHost(hostname)
    ? remotesFor(
        settings,
        casinoKeyOf(boot),
        hostname,
        request.protocol === 'https' ? 'https' : 'http',
      )
    : {};
  return { ...boot, remotes };
}
