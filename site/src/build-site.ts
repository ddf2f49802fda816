// The site as its own service in front of a casino controller (docs/deploying.md, "The site and
// the controller"): the shell's page, whose first screen it paints from what it reads of the
// controller over HTTP, the shell's files and the security headers; every other request is
// passed to the controller through the site's origin.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerShellIndex } from './pages/shell-index';
import { normaliseBasePath, routeUnderBasePath } from './web/base-path';
import { registerSecurityHeaders } from './security/security-headers';
import type { SiteSettings } from './site-settings';
import { registerCompression, registerStaticApp } from './static/serve-app';
import { PageDataUnavailable } from './pages/page-data';
import { controllerProxy, unavailable } from './controller-proxy';
import { SiteReadError } from './site-cache';
import { siteDocumentCsp } from './site-csp';
import { createSiteReads, type SiteReadsOptions } from './site-reads';
import { casinoAddressOf, httpPageData } from './site-page-data';
import { casinoKeyOf } from './site-remotes';
import { remotesFor } from './remotes';
import type { VisitorReleasesOptions } from './releases/visitor-releases';
import { registerVisitorCookie } from './releases/visitor-cookie';
import { previewSecret } from './preview/preview-secret';
import { registerPreview } from './preview/preview-routes';
import { openTelemetryStore } from './telemetry/telemetry-store';
import { registerTelemetry } from './telemetry/telemetry-route';
import { summarize } from './telemetry/telemetry-summary';
import { watchCanaries } from './releases/canary-watch';
import { DEFAULT_CANARY_RULES } from './releases/canary-verdict';

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
}

/** Paths the site never answers with the shell's page: the controller's, and its own health. */
const NOT_PAGES = ['/api', '/pages', '/dashboard', '/livechat', '/games', '/webplay', '/site'];

export async function buildSite(options: SiteOptions): Promise<FastifyInstance> {
  const { settings } = options;
  const basePath = normaliseBasePath(options.basePath);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: settings.trustProxy,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    http: { maxHeaderSize: 16 * 1024 },
    // under a base path the site's own routes answer with the prefix; the controller gets the
    // request's address as it came
    rewriteUrl: routeUnderBasePath(basePath),
  });
  const reads = createSiteReads({
    controllerUrl: options.controllerUrl,
    onError: (key, error) => app.log.warn({ err: error, key }, 'controller read failed'),
    ...options.reads,
  });
  let secret: string | undefined;
  const visitors: VisitorReleasesOptions = {
    canaryFile: settings.canaryFile,
    previewSecret: () =>
      (secret ??= previewSecret(settings.previewSecretFile, settings.previewSecretEnv)),
  };
  const pageData = httpPageData(reads, {
    trustProxy: settings.trustProxy,
    remotes: settings,
    visitors,
    telemetry: { sample: settings.telemetrySample },
  });
  const casinoOf = async (request: FastifyRequest): Promise<string | null> => {
    try {
      return casinoKeyOf(await reads.boot(casinoAddressOf(request, settings.trustProxy)));
    } catch {
      return null;
    }
  };
  registerVisitorCookie(app);
  const telemetry = openTelemetryStore(settings.siteDbFile);
  await registerTelemetry(app, {
    store: telemetry,
    casinoOf,
    knownRemotes: new Set(Object.keys(settings.remotePorts)),
  });
  const stopWatch = watchCanaries({
    canaryFile: settings.canaryFile,
    manifestFile: settings.remotesFile,
    auditFile: settings.auditFile,
    figures: (casino, since) => summarize(telemetry, { casino, since }),
    rules: { ...DEFAULT_CANARY_RULES, minVisits: settings.canaryMinVisits },
    intervalMs: settings.canaryCheckMs,
    onAbort: (abort) => app.log.warn(abort, 'canary ended by the site'),
    onError: (error) => app.log.error({ err: error }, 'canary check failed'),
  });
  app.addHook('onClose', async () => {
    stopWatch();
    telemetry.close();
  });
  registerPreview(app, {
    casinoOf,
    releaseEntryOf: (request, casino, remote, release) =>
      remotesFor(settings, casino, request.hostname.toLowerCase(), request.protocol, {
        [remote]: release,
      })[remote] ?? null,
    shellDist: settings.shellDist,
    previewSecret: visitors.previewSecret,
    basePath,
    fetchImpl: options.fetchImpl,
  });
  await registerSecurityHeaders(app, (request) =>
    siteDocumentCsp(reads, request, { trustProxy: settings.trustProxy, remotes: settings }),
  );
  await registerCompression(app);
  registerShellIndex(app, {
    dir: settings.shellDist,
    basePath,
    excludePrefixes: NOT_PAGES,
    pageData,
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
