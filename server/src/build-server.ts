// The site: controller, auth, boot info, pages and the shell's static files on one Fastify
// instance. Tests build it with a temporary database and use app.inject().
import { demoClock, demoClockWanted, registerDemoClock } from './protection/demo-clock';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import { configurePasswordCost } from './auth/password';
import { parseHosts, setExtraHosts } from './casinos/casinos';
import { bootRoutes } from './controller/boot-routes';
import { controllerRoutes } from './controller/controller-routes';
import { createContext, type AppContext } from './context';
import { openDatabase } from './db/database';
import { pageLanguage } from './i18n/page-language';
import { refusalText } from './i18n/refusal-texts';
import { seedDemoAccounts, settleDemoPeople } from './db/seed';
import { seedFreeSpinsDemo } from './freespins/freespins-demo';
import { freeSpinsRoutes } from './freespins/freespins-routes';
import { gameRoutes } from './games/game-routes';
import { tournamentRoutes } from './tournaments/tournament-routes';
import { pagesRoutes } from './pages/pages-routes';
import { protectionRoutes } from './protection/protection-routes';
import { verificationRoutes } from './verification/verification-routes';
import { withdrawalRoutes } from './cashier/withdrawal-routes';
import { seedProtectionDemo } from './protection/protection-demo';
import { inProcessPageData } from './pages/in-process-page-data';
import {
  normaliseBasePath,
  registerCompression,
  registerSecurityHeaders,
  createFirstScreenRenderer,
  registerShellIndex,
  registerStaticApp,
  routeUnderBasePath,
  proxyTrust,
} from '@parlor/site';
import { livechatRoutes } from './livechat/livechat-routes';
import { webplayRoutes } from './webplay/webplay-routes';
import { registerGamesHostScope } from './games/games-host-scope';
import { registerSameOriginCheck } from './security/same-origin';
import { documentCsp } from './security/controller-csp';
import { registerRequestContext } from './request-context';
import { loadSettings, type Settings } from './settings';

export interface BuildOptions {
  /** overrides of the settings read from env */
  settings?: Partial<Settings>;
  /** environment to read settings from (default process.env) */
  env?: NodeJS.ProcessEnv;
  argv?: readonly string[];
  logger?: boolean;
  /** the clock the rules read (player protection); real time by default, a test's own in tests */
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    parlor: AppContext;
    /** PARLOR_BASE_PATH: '' or a sub-path such as '/casino' under which the whole site answers */
    parlorBasePath: string;
  }
}

function errorCode(status: number, err: FastifyError): string {
  if (status === 429) return 'rate_limited';
  if (status === 415) return 'unsupported_media_type';
  if (status === 413) return 'payload_too_large';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status < 500) return err.code === 'rate_limited' ? 'rate_limited' : 'invalid_input';
  return 'internal_error';
}

export async function buildServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const settings: Settings = {
    ...loadSettings(options.env ?? process.env, options.argv ?? []),
    ...options.settings,
  };
  configurePasswordCost(settings.scryptLogN);
  const db = openDatabase(settings.dbPath);
  // PARLOR_DEMO_CLOCK=1 (never in production): a clock a demo or a browser test moves forward
  const clock =
    !options.now && demoClockWanted(options.env ?? process.env, settings.production)
      ? demoClock()
      : null;
  const ctx = createContext(db, settings, options.now ?? clock?.now);
  // generate the catalogues up front (cached per process)
  for (const key of ['fusion', 'classic', 'fun'] as const) ctx.catalogueOf(key);
  if (settings.seedDemo) {
    await seedDemoAccounts(db, (key) => ctx.catalogueOf(key), ctx.now());
    settleDemoPeople(db, settings.termsVersion);
    seedFreeSpinsDemo(db, (key) => ctx.catalogueOf(key));
    seedProtectionDemo(db, (key) => ctx.catalogueOf(key), ctx.now());
  }

  const basePath = normaliseBasePath((options.env ?? process.env).PARLOR_BASE_PATH);
  setExtraHosts(parseHosts((options.env ?? process.env).PARLOR_HOSTS));
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-Proto/-For (https, client IP for the rate limits) only from the site's one hop
    trustProxy: proxyTrust(settings.trustedProxies),
    // a slow or idle client cannot hold a connection open forever
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    routerOptions: { maxParamLength: 200 },
    http: { maxHeaderSize: 16 * 1024 },
    // Under a base path every route also answers with the prefix: '/casino/api/boot' is '/api/boot'.
    rewriteUrl: routeUnderBasePath(basePath),
  });
  app.decorate('parlor', ctx);
  app.decorate('parlorBasePath', basePath);
  // request.casino, request.casinoHostname, request.player(): before every other hook and route
  registerRequestContext(app, ctx);
  app.addHook('onClose', async () => {
    db.close();
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const raw = err.statusCode ?? 500;
    const status = raw >= 400 && raw < 600 ? raw : 500;
    if (status >= 500) request.log.error(err);
    const code = errorCode(status, err);
    const message = status < 500 ? err.message : 'Internal server error';
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ error: refusalText(message, pageLanguage(request), code), code });
  });

  await registerSecurityHeaders(app, (request) => documentCsp(settings, request.headers.host));
  await registerCompression(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many attempts, retry in ${context.after}`), {
        statusCode: context.statusCode,
        code: 'rate_limited',
      }),
  });

  // Site-wide hooks: plain calls on the root instance, so that they run for every route.
  registerSameOriginCheck(app);
  registerGamesHostScope(app);
  // The areas: each a Fastify plugin of routes. They read the site's context (app.parlor) and
  // the request's casino and player; they add no hook or decorator another area relies on.
  await app.register(authRoutes);
  await app.register(bootRoutes);
  await app.register(controllerRoutes);
  await app.register(pagesRoutes);
  await app.register(webplayRoutes);
  await app.register(livechatRoutes);
  await app.register(gameRoutes);
  await app.register(tournamentRoutes);
  await app.register(freeSpinsRoutes);
  await app.register(protectionRoutes);
  await app.register(verificationRoutes);
  await app.register(withdrawalRoutes);
  if (clock) registerDemoClock(app, clock);
  app.get('/dashboard', async (_request, reply) => reply.redirect(`${basePath}/dashboard/`));
  app.get('/api/health', async () => ({ ok: true }));

  const excludePrefixes = ['/api', '/pages', '/dashboard', '/livechat', '/games', '/webplay'];
  const renderer = createFirstScreenRenderer({
    shellDist: settings.shellDist,
    onError: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => renderer?.close());
  registerShellIndex(app, {
    dir: settings.shellDist,
    basePath,
    excludePrefixes,
    pageData: inProcessPageData(ctx),
    renderer,
  });
  await registerStaticApp(app, { dir: settings.shellDist, spaFallback: true, excludePrefixes });
  await app.ready();
  return app;
}
