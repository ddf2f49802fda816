// Static hosting of a built app: gzip/brotli (precompressed .br/.gz files first), long cache for
// hashed chunks, no-cache for entry files, optional SPA fallback and CORS.
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** a segment of 8+ hex characters (with at least one digit) between separators */
const HASH_SEGMENT_RE = /(?:^|[.\-_])(?=[a-f]*\d)[0-9a-f]{8,}(?=[.\-_]|$)/i;

/** Cache-Control for a served file name. */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (ENTRY_FILES.has(base)) return NO_CACHE;
  const stem = base.replace(/\.(br|gz)$/, '');
  const withoutExt = stem.slice(0, stem.lastIndexOf('.') > 0 ? stem.lastIndexOf('.') : stem.length);
  return HASH_SEGMENT_RE.test(withoutExt) ? IMMUTABLE : NO_CACHE;
}

export interface StaticOptions {
  /** the built app (a missing folder just answers 404) */
  dir: string;
  /** answer index.html for GET paths that are not files and not under these prefixes */
  spaFallback?: boolean;
  /** path prefixes never answered by the SPA fallback */
  excludePrefixes?: string[];
  /** Access-Control-Allow-Origin: * (remotes: manifests are fetched cross-origin) */
  cors?: boolean;
  /**
   * A remote's release folders (`npm run release`), served under /releases/<release>/. A release
   * never changes once written (its name carries its content hash), so every file is long-cached.
   */
  releasesDir?: string;
  /** what answers a request for no file and no page (default: 404 JSON) */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

function wantsFallback(request: FastifyRequest, excludes: string[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (excludes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** Dynamic gzip/brotli for every answer of an instance (precompressed answers pass through). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

/** Register the static files of a built app on an existing instance (compression: see above). */
export async function registerStaticApp(
  app: FastifyInstance,
  options: StaticOptions,
): Promise<void> {
  const root = path.resolve(options.dir);
  const excludes = options.excludePrefixes ?? ['/api'];
  if (options.cors) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    });
    app.options('/*', async (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', '*')
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
  if (options.releasesDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.releasesDir),
      prefix: '/releases/',
      decorateReply: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      index: false,
      // a release folder being written is dot-named until it is complete
      dotfiles: 'ignore',
      setHeaders: (reply: FastifyReply) => {
        reply.header('cache-control', IMMUTABLE);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    index: ['index.html'],
    suppressWarning: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
      reply.header('x-content-type-options', 'nosniff');
    },
  });
  if (options.notFound) {
    app.setNotFoundHandler(options.notFound);
    return;
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (
      options.spaFallback &&
      wantsFallback(request, excludes) &&
      fs.existsSync(path.join(root, 'index.html'))
    ) {
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ error: 'Not found', code: 'not_found' });
  });
}

export interface ServeAppOptions extends StaticOptions {
  port: number;
  host?: string;
  /** listen (default true); false returns a ready instance for app.inject() */
  listen?: boolean;
}

/** One Fastify instance serving one built app (a remote, or the shell without the controller). */
export async function serveApp(options: ServeAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerCompression(app);
  await registerStaticApp(app, { cors: true, ...options });
  if (options.listen === false) {
    await app.ready();
    return app;
  }
  await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  return app;
}
