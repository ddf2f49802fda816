// The remotes a casino loads are the site's to say, not the controller's: the registry's
// defaults, overridden per casino by the site's manifest (`npm run remotes` or the ops console,
// docs/deploying.md). The controller's boot info names the casino (`casino_key`); whatever
// remotes it may add are replaced. The site follows its store, so a switch shows on the next page.
import type { FastifyRequest } from 'fastify';
import { remotesFor, type RemotesSettings } from './remotes';
import { isHost, type BootAnswer } from './controller-reader';
import { isCasinoKey } from './site-settings';
import { visitorReleases, type VisitorReleasesOptions } from './releases/visitor-releases';
import type { SiteHost } from './site-hosts';

/** The manifest's key for a controller that names no casino (one casino per controller). */
export const DEFAULT_CASINO_KEY = 'default';

/** The casino key the controller's boot info names, when it is a plain key. */
export function casinoKeyOf(boot: BootAnswer): string {
  return isCasinoKey(boot.casino_key) ? boot.casino_key : DEFAULT_CASINO_KEY;
}

/**
 * The boot info the site answers for a request: the controller's, with the site's remotes at
 * the request's known host (`site`, site-hosts.ts: the remotes' servers answer on every name the
 * site does; the edge serves them on the page's host with its port). With
 * `visitors`, the visitor's own releases (a canary, a preview) replace the casino's, and a
 * preview is named (`preview`) so the shell can show it.
 */
export function withSiteRemotes(
  boot: BootAnswer,
  request: FastifyRequest,
  site: SiteHost,
  settings: RemotesSettings,
  visitors?: VisitorReleasesOptions,
): BootAnswer {
  const { hostname } = site;
  if (!isHost(hostname)) return { ...boot, remotes: {} };
  const casino = casinoKeyOf(boot);
  const visitor = visitors ? visitorReleases(request, casino, visitors) : null;
  const remotes = remotesFor(
    settings,
    casino,
    hostname,
    request.protocol === 'https' ? 'https' : 'http',
    visitor?.releases,
    site.host,
  );
  const { preview: _controllers, ...rest } = boot;
  const preview = visitor?.preview;
  return {
    ...rest,
    remotes,
    ...(preview && remotes[preview.remote]
      ? {
          preview: {
            remote: preview.remote,
            release: preview.release,
            expires_at: new Date(preview.expiresAt).toISOString(),
          },
        }
      : {}),
  };
}
