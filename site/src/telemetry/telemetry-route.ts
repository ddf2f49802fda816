// POST /api/telemetry: the shell's beacons (the telemetry contract). In its own plugin scope, so
// its body parsing (text/plain and JSON, as text, up to 16 KiB), its hooks and its error answers
// touch no other route. Refused: a foreign Origin (403), an address over its rate (429), a body
// too large (413), one not per the contract (400); accepted or not kept: 204. Never a 5xx: a
// casino or store failure is logged and answered 204, as the browser neither reads nor retries
// a beacon's answer, and the log, not the visitor, is where an operator sees it.
//
// What a beacon may count for is bounded before the store sees it: only the releases the casino
// runs or canaries (counted-releases.ts), nothing of a browser on a preview link (its visits are
// an operator's, and must not move a canary's verdict); the rest is dropped and counted per
// reason. With the per-address rate and the store's per-visit counting and cap, one address can
// neither dilute a canary's error rate nor fill the store's caps ahead of other visitors.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCrossSite } from '../security/same-origin';
import { isCasinoKey } from '../site-settings';
import { MAX_BEACON_BYTES, type Beacon } from './beacon';
import { keepCounted, type CountedReleases } from './counted-releases';
import { parseBeacon } from './parse-beacon';
import { createRateLimiter } from './rate-limiter';
import type { DropCounts, TelemetryStore } from './telemetry-store';

export interface TelemetryLimits {
  /** beacons a minute per client address (default 30) */
  perMinute?: number;
  /** beacons an address may send at once (default perMinute) */
  burst?: number;
  /** client addresses the rate limit remembers (default 10,000) */
  maxClients?: number;
  /** the largest body, in bytes (default 16 KiB) */
  bodyLimit?: number;
  /** the rate limit's clock (tests) */
  now?: () => number;
}

export interface TelemetryRouteOptions {
  store: TelemetryStore;
  /** the request's casino (its boot info's casino_key); null: not kept */
  casinoOf: (request: FastifyRequest) => Promise<string | null>;
  /** the remotes of the site's registry (besides "shell") */
  knownRemotes: ReadonlySet<string>;
  /** the releases the casino runs or canaries now, per remote: the only ones counted */
  releasesOf: (casino: string) => CountedReleases;
  /** whether the request comes from a browser on one of the casino's preview links */
  isPreview: (request: FastifyRequest, casino: string) => boolean;
  limits?: TelemetryLimits;
}

export const TELEMETRY_PATH = '/api/telemetry';

const refuse = (reply: FastifyReply, status: number, error: string, reason?: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(reason === undefined ? { error } : { error, reason });

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

async function casinoFor(
  request: FastifyRequest,
  casinoOf: TelemetryRouteOptions['casinoOf'],
): Promise<string | null> {
  try {
    const casino = await casinoOf(request);
    return isCasinoKey(casino) ? casino : null;
  } catch (error) {
    request.log.warn({ err: error }, 'telemetry: casino unknown, beacon not kept');
    return null;
  }
}

export async function registerTelemetry(
  app: FastifyInstance,
  options: TelemetryRouteOptions,
): Promise<void> {
  const { store, knownRemotes } = options;
  /** The beacon's events that count, and those that do not, per reason. */
  const counted = (
    request: FastifyRequest,
    casino: string,
    beacon: Beacon,
  ): { beacon: Beacon; dropped: DropCounts } => {
    if (options.isPreview(request, casino))
      return { beacon: { ...beacon, events: [] }, dropped: { preview: beacon.events.length } };
    const kept = keepCounted(beacon, options.releasesOf(casino));
    return { beacon: kept.beacon, dropped: { unknown_release: kept.unknown } };
  };
  const limits = options.limits ?? {};
  const bodyLimit = limits.bodyLimit ?? MAX_BEACON_BYTES;
  const limiter = createRateLimiter({
    perMinute: limits.perMinute ?? 30,
    ...(limits.burst !== undefined && { burst: limits.burst }),
    ...(limits.maxClients !== undefined && { maxClients: limits.maxClients }),
    ...(limits.now && { now: limits.now }),
  });

  await app.register(async (scope) => {
    // this scope's own parsers: the body as text, JSON parsed (and refused with 400) below
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => done(null, body),
    );

    scope.addHook('onRequest', async (request, reply) => {
      if (isCrossSite(request)) return refuse(reply, 403, 'foreign_origin');
      if (!limiter.take(request.ip)) return refuse(reply, 429, 'rate_limited');
    });

    scope.setErrorHandler((error, request, reply) => {
      const status = statusOf(error);
      if (status === 413) return refuse(reply, 413, 'too_large');
      if (status === 415) return refuse(reply, 415, 'unsupported_media_type');
      if (status !== undefined && status >= 400 && status < 500) {
        return refuse(reply, 400, 'bad_telemetry');
      }
      request.log.error({ err: error }, 'telemetry: beacon failed');
      return reply.status(204).send();
    });

    scope.post(TELEMETRY_PATH, { bodyLimit }, async (request, reply) => {
      let body: unknown;
      try {
        body = typeof request.body === 'string' ? JSON.parse(request.body) : undefined;
      } catch {
        return refuse(reply, 400, 'bad_telemetry', 'not JSON');
      }
      const parsed = parseBeacon(body, knownRemotes);
      if (!parsed.ok) return refuse(reply, 400, 'bad_telemetry', parsed.reason);
      const casino = await casinoFor(request, options.casinoOf);
      if (casino !== null) {
        try {
          const { beacon, dropped } = counted(request, casino, parsed.beacon);
          const lost = await store.record(casino, beacon, dropped);
          if (lost > 0) request.log.debug({ casino, dropped: lost }, 'telemetry: cap reached');
        } catch (error) {
          request.log.error({ err: error }, 'telemetry: beacon not stored');
        }
      }
      return reply.status(204).send();
    });
  });
}
