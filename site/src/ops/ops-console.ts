// The ops console: a small web app of its own, served by the site at /ops on the operations host
// name only (PARLOR_OPS_HOST); on any other host /ops is a plain 404. Server-written pages and
// plain forms, no script: operators switch what each casino's remotes load, run canaries, promote
// or abort them, roll back and hand out preview links, through the same operations as
// `npm run remotes`, under their own name.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerAuthRoutes } from './ops-auth-routes';
import { registerCasinoRoutes } from './ops-casino-routes';
import { registerOperatorRoutes } from './ops-operator-routes';
import { createOidcClient } from './oidc/oidc-client';
import { registerOidcRoutes } from './oidc/oidc-routes';
import { createOpsRuntime, OpsUnavailable, type OpsRuntime } from './ops-runtime';
import { OPS_CSS, OPS_CSS_PATH } from './ops-styles';
import type { OpsConsoleOptions } from './ops-types';

export type { OpsConsoleOptions, OperationsApi, RemoteOperationsModule } from './ops-types';
export { bindOperations } from './ops-operations';
export { seedDemoOperators } from './ops-demo';

const FORM_LIMIT = 32 * 1024;

/** The request's host name (and port, when the ops host names one) is the operations host. */
export function isOpsHost(request: FastifyRequest, opsHost: string): boolean {
  const wanted = opsHost.trim().toLowerCase();
  if (!wanted) return false;
  const host = request.host.toLowerCase();
  return wanted.includes(':') ? host === wanted : request.hostname.toLowerCase() === wanted;
}

function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    // the first of a repeated field: a form of ours never repeats one
    if (!(key in out)) out[key] = value;
  }
  return out;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as FastifyError | undefined)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function errorPage(
  rt: OpsRuntime,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const t = rt.view(request, null).t;
  if (error instanceof OpsUnavailable) {
    rt.options.onError?.(error);
    return rt.message(request, reply, null, {
      status: 503,
      title: t('errors.unavailable_title'),
      alert: { headline: t('errors.unavailable') },
    });
  }
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return rt.message(request, reply, null, {
      status,
      title: t('errors.bad_request_title'),
      alert: { headline: t('errors.bad_request') },
    });
  }
  rt.options.onError?.(error);
  return rt.message(request, reply, null, {
    status: 500,
    title: t('errors.broken_title'),
    alert: { headline: t('errors.broken') },
  });
}

/**
 * Registers the console under /ops. Its routes answer only on `opsHost`; every other host gets a
 * plain 404 for anything under /ops (never the shell's page or the controller's).
 */
export async function registerOpsConsole(
  app: FastifyInstance,
  options: OpsConsoleOptions,
): Promise<void> {
  const rt = createOpsRuntime(options);
  await app.register(async (scope) => {
    // forms only, and small ones
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, parseForm(String(body))),
    );

    scope.addHook('onRequest', async (request, reply) => {
      if (!isOpsHost(request, options.opsHost)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
    });

    scope.setErrorHandler((error, request, reply) => errorPage(rt, error, request, reply));

    scope.get(OPS_CSS_PATH, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(OPS_CSS),
    );

    registerAuthRoutes(scope, rt);
    if (options.oidc) {
      const client = options.oidcClient ?? createOidcClient(options.oidc);
      registerOidcRoutes(scope, rt, options.oidc, client);
    }
    registerCasinoRoutes(scope, rt);
    registerOperatorRoutes(scope, rt);

    // anything else under /ops is the console's own 404, never the site's fallback
    const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url === '/ops/') return reply.redirect(`${rt.base}/ops`, 303);
      const session = await rt.session(request);
      const t = rt.view(request, session).t;
      return rt.message(request, reply, session, {
        status: 404,
        title: t('errors.not_found_title'),
        alert: { headline: t('errors.not_found') },
      });
    };
    scope.all('/ops/*', notFound);
    scope.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/ops', handler: notFound });
  });
}
