// The page's data read from a controller over HTTP (docs/deploying.md, "The site's reads of the
// controller"): the casino is the one of the request's Host header, each read goes through the
// site's per-casino cache, and a read with nothing to serve (SiteReadError) makes the page go out
// plain (PageDataUnavailable), never an error page. Only the controller's contract is used here:
// its answers, and the documented name of its session cookie (docs/controller.md).
import type { FastifyRequest } from 'fastify';
import { PageDataUnavailable, type PageData } from './pages/page-data';
import { readCookie } from './web/cookies';
import type { RemotesSettings } from './remotes';
import type { CasinoAddress } from './controller-reader';
import { SiteReadError } from './site-cache';
import type { SiteReads } from './site-reads';
import { casinoKeyOf, withSiteRemotes } from './site-remotes';
import { telemetrySampleFor } from './telemetry/telemetry-sample';
import type { VisitorReleasesOptions } from './releases/visitor-releases';
import { siteHosts, type SiteHosts } from './site-hosts';

/** The controller's session cookie (docs/controller.md, POST /api/auth/login). */
export const SESSION_COOKIE_NAME = 'parlor_session';

export interface HttpPageDataOptions {
  /** the site's remotes manifest: which build of each remote a casino loads */
  remotes: RemotesSettings;
  /** the host names the site knows (default: the reference casinos'); any other is the default's */
  hosts?: SiteHosts;
  /**
   * Where the site itself reads a remote's files, from the address the controller gives the
   * browser (a site inside a network may reach the remotes by other names). The same by default.
   */
  fileAddress?: (browserAddress: string) => string;
  /** the controller's session cookie, if it is named otherwise */
  sessionCookie?: string;
  /** canaries and previews: the releases of one visitor over the casino's */
  visitors?: VisitorReleasesOptions;
  /**
   * The site takes telemetry (POST /api/telemetry): the boot info says what share of the casino's
   * visits reports (`sample`, PARLOR_TELEMETRY_SAMPLE). Without it, no browser reports.
   */
  telemetry?: { sample: string | undefined };
}

/**
 * The casino a request is for, as the controller tells it: the known host name the visitor used
 * (without its port: the reads are kept per casino, not per Host header) and the scheme, which
 * Fastify takes from X-Forwarded-Proto only when a trusted proxy sent it.
 */
export function casinoAddressOf(request: FastifyRequest, hosts: SiteHosts): CasinoAddress {
  const { hostname } = hosts.of(request);
  return { host: hostname, proto: request.protocol === 'https' ? 'https' : 'http' };
}

/** A read failure of the controller's, as the page code knows it. */
async function orUnavailable<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof SiteReadError) {
      throw new PageDataUnavailable(error.message, { cause: error });
    }
    throw error;
  }
}

export function httpPageData(reads: SiteReads, options: HttpPageDataOptions): PageData {
  const hosts = options.hosts ?? siteHosts({});
  const casinoOf = (request: FastifyRequest) => casinoAddressOf(request, hosts);
  const fileAddress = options.fileAddress ?? ((address: string) => address);
  const sessionCookie = options.sessionCookie ?? SESSION_COOKIE_NAME;
  return {
    // the controller's boot info (cached) with the site's remotes, read afresh for each page
    boot: async (request) => {
      const boot = await orUnavailable(reads.boot(casinoOf(request)));
      const own = withSiteRemotes(
        boot,
        request,
        hosts.of(request),
        options.remotes,
        options.visitors,
      );
      if (!options.telemetry) return own;
      const sample = telemetrySampleFor(options.telemetry.sample, casinoKeyOf(boot));
      return { ...own, telemetry: { sample } };
    },
    config: (request) => orUnavailable(reads.config(casinoOf(request))),
    games: (request) => orUnavailable(reads.games(casinoOf(request))),
    homePromos: async (request, lang) =>
      (await orUnavailable(reads.homePromos(casinoOf(request), lang))).custom_promos,
    guestCall: (request, call) => orUnavailable(reads.guestCall(casinoOf(request), call)),
    // the remotes the page's boot info names, where the site itself reaches them
    fileRemotes: async (_request, boot) =>
      Object.fromEntries(
        Object.entries(boot.remotes).map(([name, address]) => [name, fileAddress(address)]),
      ),
    // the site knows no casino before a visitor names one: its first page reads the files
    remotesAtStart: () => [],
    // a player's page is not painted; whether the session is still good is the controller's to say
    isPlayer: (request) => Boolean(readCookie(request, sessionCookie)),
  };
}
