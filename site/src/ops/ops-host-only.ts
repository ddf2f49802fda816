// The operations host answers the console and nothing else: no shell page, no boot info, no
// static file, no controller behind the proxy. So no casino's or remote's script ever runs on the
// console's origin, where it could read a page of the console (and its CSRF token).
import type { FastifyInstance } from 'fastify';
import { isOpsHost } from './ops-console';

/** /ops, /ops/… and /ops?…: the console's own addresses (under the base path, as routed). */
const CONSOLE_PATH = /^\/ops(?:[/?]|$)/;

/** Registered first, so that no other hook of the site runs for such a request. */
export function opsHostOnly(app: FastifyInstance, opsHost: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isOpsHost(request, opsHost) && !CONSOLE_PATH.test(request.url))
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not Found');
  });
}
