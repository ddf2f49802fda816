// The site in front of a casino controller: whatever the site does not answer itself (the
// controller's calls, its pages, the games origin, the cashier) is passed to the controller as
// the browser sent it, through the site's own origin, so cookies, the same-origin rule and the
// page's CSP stay as simple as with one server. The controller picks the casino by the Host
// header, which is passed on; the visitor's address and scheme, as the site determined them (the
// socket's, or a proxy's it trusts), go in X-Forwarded-For/-Proto, for a controller that trusts
// the site as its one proxy. Whatever forwarding headers the visitor sent are dropped: passed on,
// the controller would count its rate limits by an address anyone can make up.
import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ControllerProxyOptions {
  /** the controller's base address, e.g. http://127.0.0.1:8090 */
  controllerUrl: string;
  /** how long the controller may take to start answering (default 30 s) */
  timeoutMs?: number;
}

/** The visitor's own claims of who they are and where they came from: never passed on. */
const FORWARDING = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
]);

/** Headers of one connection, never passed on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const DEFAULT_TIMEOUT_MS = 30_000;

function passedOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !FORWARDING.has(name)) out[name] = value;
  }
  return out;
}

/** The controller not answering: a clear error the shell shows with Retry, never cached. */
export function unavailable(reply: FastifyReply, status: 502 | 504): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({
      error:
        status === 504
          ? 'The casino took too long to answer. Please try again.'
          : 'The casino is not answering. Please try again.',
      code: status === 504 ? 'controller_timeout' : 'controller_unavailable',
    });
}

/**
 * A handler that passes a request to the controller, with its body as it came: the site's
 * not-found handler, for every request the site has no file or page for. It takes over the
 * instance's body parsing (the site parses no body: its own pages and files take none).
 */
export function controllerProxy(
  app: FastifyInstance,
  options: ControllerProxyOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const target = new URL(options.controllerUrl);
  const transport = target.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 64 });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_r, body, done) =>
    done(null, body),
  );

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve) => {
      const headers = passedOn(request.headers);
      headers['x-forwarded-for'] = request.ip;
      headers['x-forwarded-proto'] = request.protocol;
      // The controller chooses the answer's encoding (it compresses, or not): the site's own
      // compression, which reads this header as the answer goes out, must not encode it again.
      delete request.headers['accept-encoding'];
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      if (body) headers['content-length'] = String(body.length);
      const upstream = transport.request(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: request.method,
          // as the browser asked, base path and query included
          path: request.raw.url ?? '/',
          headers,
          agent,
        },
        (answer) => {
          clearTimeout(timer);
          reply.status(answer.statusCode ?? 502).headers(passedOn(answer.headers));
          void reply.send(answer);
          answer.once('end', resolve);
          answer.once('error', () => resolve());
        },
      );
      const timer = setTimeout(() => {
        upstream.destroy();
        if (!reply.sent) void unavailable(reply, 504);
        resolve();
      }, timeoutMs);
      upstream.once('error', () => {
        clearTimeout(timer);
        if (!reply.sent) void unavailable(reply, 502);
        resolve();
      });
      upstream.end(body);
    });

  app.addHook('onClose', async () => agent.destroy());
  return forward;
}
