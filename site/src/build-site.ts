// The site as its own service in front of a casino controller (docs/deploying.md, "The site and
// the controller"): the shell's page, whose first screen it paints from what it reads of the
// controller over HTTP, the shell's files and the security headers; every other request is
// passed to the controller through the site's origin.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { REMOTES } from '@parlor/shared/release';
import { createFirstScreenRenderer } from './pages/render/first-screen-renderer';
import { registerShellIndex } from './pages/shell-index';
import { normaliseBasePath, routeUnderBasePath } from './web/base-path';
import { registerSecurityHeaders } from './security/security-headers';
import { REPO_ROOT, type SiteSettings } from './site-settings';
import { registerCompression, registerStaticApp } from './static/serve-app';
import { PageDataUnavailable } from './pages/page-data';
import { controllerProxy, unavailable } from './controller-proxy';
import { SiteReadError } from './site-cache';
import { siteDocumentCsp } from './site-csp';
import { createSiteReads, type SiteReadsOptions } from './site-reads';
import { casinoAddressOf, httpPageData } from './site-page-data';
import { casinoKeyOf } from './site-remotes';
import { siteHosts } from './site-hosts';
import { proxyTrust } from './web/trusted-proxies';
import { previewOf, type VisitorReleasesOptions } from './releases/visitor-releases';
import { registerVisitorCookie } from './releases/visitor-cookie';
import { registerPreview } from './preview/preview-routes';
import { registerTelemetry } from './telemetry/telemetry-route';
import { casinoReleases } from './telemetry/counted-releases';
import { summarize } from './telemetry/telemetry-summary';
import { SITE_OPERATOR, watchCanaries } from './releases/canary-watch';
import { DEFAULT_CANARY_RULES } from './releases/canary-verdict';
import { openSiteDatabase, type SiteDatabase } from './state/site-database';
import { startStateCache } from './state/state-cache';
import { operationContext } from './operations/operation-context';
import * as remoteOperations from './operations/remote-operations';
import { bindOperations, registerOpsConsole } from './ops/ops-console';
import { removeDemoOperators, seedDemoOperators } from './ops/ops-demo';
import { opsHostOnly } from './ops/ops-host-only';

export interface SiteOptions {
  /** the controller's base address, e.g. http://127.0.0.1:8090 */
  controllerUrl: string;
  /** the settings the security headers are written from (ports of the remotes, assets host) */
  settings: SiteSettings;
  /** PARLOR_BASE_PATH: '' or a sub-path such as '/casino' */
  basePath?: string;
  /** the reads' freshness and deadlines (tests) */
  reads?: Partial<SiteReadsOptions>;
  logger?: boolean;
  /** how the site fetches a remote's files to check a preview's release (tests) */
  fetchImpl?: typeof fetch;
  /** the site's database, opened by the caller (tests); else opened from the settings */
  database?: SiteDatabase;
}

/** Paths the site never answers with the shell's page: the controller's, and its own health. */
const NOT_PAGES = [
  '/api',
  '/pages',
  '/dashboard',
  '/livechat',
  '/games',
  '/webplay',
  '/site',
  '/ops',
];

export async function buildSite(options: SiteOptions): Promise<FastifyInstance> {
  const { settings } = options;
  const basePath = normaliseBasePath(options.basePath);
  const app = Fastify({
    logger: options.logger ?? false,
    // the visitor's address and scheme: the socket's, or what a proxy the site knows says
    trustProxy: proxyTrust(settings.trustedProxies),
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    http: { maxHeaderSize: 16 * 1024 },
    // under a base path the site's own routes answer with the prefix; the controller gets the
    // request's address as it came
    rewriteUrl: routeUnderBasePath(basePath),
  });
  // before every other hook: the ops host answers the console only
  if (settings.opsHost) opsHostOnly(app, settings.opsHost);
  const reads = createSiteReads({
    controllerUrl: options.controllerUrl,
    onError: (key, error) => app.log.warn({ err: error, key }, 'controller read failed'),
    ...options.reads,
  });
  const database = options.database ?? (await openSiteDatabase(settings));
  const state = await startStateCache(database.store, {
    pollMs: settings.statePollMs,
    onHealth: (error) =>
      error
        ? app.log.error({ err: error }, 'site database not answering: serving the last state read')
        : app.log.info('site database answering again'),
  });
  const ops = (operator: string) =>
    operationContext(settings, database, {
      operator,
      root: REPO_ROOT,
      remotes: REMOTES,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    });
  const siteOps = ops(SITE_OPERATOR);
  const checkEntryUrl = siteOps.checkEntryUrl;
  // read once at start: every page with a preview cookie checks its signature
  const secret = await siteOps.previewSecret();
  const remotes = { ...settings, manifest: state.manifest };
  const visitors: VisitorReleasesOptions = {
    canaries: state.canaries,
    previewSecret: () => secret,
    endedPreviews: state.endedPreviews,
  };
  const hosts = siteHosts(settings);
  const pageData = httpPageData(reads, {
    hosts,
    remotes,
    visitors,
    telemetry: { sample: settings.telemetrySample },
  });
  const casinoOf = async (request: FastifyRequest): Promise<string | null> => {
    try {
      return casinoKeyOf(await reads.boot(casinoAddressOf(request, hosts)));
    } catch {
      return null;
    }
  };
  registerVisitorCookie(app);
  const { telemetry } = database;
  await registerTelemetry(app, {
    store: telemetry,
    casinoOf,
    knownRemotes: new Set(Object.keys(settings.remotePorts)),
    releasesOf: (casino) => casinoReleases(remotes, state.canaries(), casino),
    isPreview: (request, casino) => previewOf(request, casino, visitors) !== null,
  });
  const stopWatch = watchCanaries({
    ops: siteOps,
    manifest: state.manifest,
    canaries: state.canaries,
    figures: (casino, since) => summarize(telemetry, { casino, since }),
    rules: { ...DEFAULT_CANARY_RULES, minVisits: settings.canaryMinVisits },
    intervalMs: settings.canaryCheckMs,
    onAbort: (abort) => app.log.warn(abort, 'canary ended by the site'),
    onError: (error) => app.log.error({ err: error }, 'canary check failed'),
  });
  app.addHook('onClose', async () => {
    stopWatch();
    state.stop();
    if (!options.database) await database.close();
  });
  registerPreview(app, {
    casinoOf,
    // checked where the operations check a release, never at an address the request names
    releaseEntryOf: (_request, _casino, remote, release) => {
      const info = REMOTES.find((r) => r.name === remote);
      return info ? checkEntryUrl(info, release) : null;
    },
    shellDist: settings.shellDist,
    previewSecret: visitors.previewSecret,
    endedPreviews: state.endedPreviews,
    basePath,
    fetchImpl: options.fetchImpl,
  });
  // demo operators (a password everyone knows) never outlive a development run in production
  if (settings.production) {
    const removed = await removeDemoOperators(database.store);
    if (removed.length)
      app.log.warn({ removed }, 'production start: removed the demo operators of the ops console');
  } else if (settings.opsHost && settings.seedOpsDemo) await seedDemoOperators(database.store);
  if (settings.opsHost) {
    await registerOpsConsole(app, {
      opsHost: settings.opsHost,
      store: database.store,
      // a change made here shows on this process's next page at once, not at the next poll
      operationsFor: bindOperations(remoteOperations, (operator) => ({
        ...ops(operator),
        afterChange: state.refresh,
      })),
      casinos: settings.casinos,
      remotes: REMOTES,
      secureCookies: settings.production,
      basePath,
      ...(settings.opsOidc && { oidc: settings.opsOidc }),
      onError: (error) => app.log.error({ err: error }, 'ops console'),
    });
  }
  await registerSecurityHeaders(app, (request) =>
    siteDocumentCsp(reads, request, { hosts, remotes }),
  );
  await registerCompression(app);
  const renderer = createFirstScreenRenderer({
    shellDist: settings.shellDist,
    onError: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => renderer?.close());
  registerShellIndex(app, {
    dir: settings.shellDist,
    basePath,
    excludePrefixes: NOT_PAGES,
    pageData,
    renderer,
  });
  // the shell asks for it when its page carries no boot info: the site's remotes, as on the page
  app.get('/api/boot', async (request, reply) => {
    try {
      return reply.header('cache-control', 'no-store').send(await pageData.boot(request));
    } catch (error) {
      if (!(error instanceof PageDataUnavailable)) throw error;
      const cause = error.cause instanceof SiteReadError ? error.cause.code : undefined;
      return unavailable(reply, cause === 'timeout' ? 504 : 502);
    }
  });
  await registerStaticApp(app, {
    dir: settings.shellDist,
    notFound: controllerProxy(app, { controllerUrl: options.controllerUrl }),
  });
  app.get('/site/health', async () => ({ ok: true }));
  await app.ready();
  return app;
}
