// A tiny static server for the bench page and its data files: one process less than the Parlor
// servers, on a free port, closed with the bench.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};

/**
 * @param {Record<string, string>} mounts  URL prefix ('/' or '/data/') -> folder
 * @param {Record<string, string>} [files]  exact URL path -> file
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startStaticServer(mounts, files = {}) {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = files[pathname];
    if (!file) {
      const prefix = prefixes.find((p) => pathname.startsWith(p));
      const root = prefix && mounts[prefix];
      const candidate = root && path.join(root, pathname.slice(prefix.length));
      // never answer outside the mounted folder
      if (candidate && candidate.startsWith(root)) file = candidate;
    }
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      // Cross-origin isolation gives performance.now() 5 µs resolution instead of 100 µs.
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    createReadStream(file).pipe(response);
  });
  // Bench runs share a machine with other servers: an OS-chosen port never collides.
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
