// The floor page of a run: bench/browser/floor (React, react-dom and the federation runtime
// only) built with the bench's webpack, serving the home HTML the running site serves right now
// with the floor's script in place of the shell's. Every other path (stylesheets, images, fonts)
// is the site's own, proxied, so the floor paints exactly what Parlor paints.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { floorHtml } from './floor-html.cjs';
import { BENCH_DIR, ROOT } from './paths.mjs';

const requireFromShared = createRequire(path.join(ROOT, 'shared', 'package.json'));

async function buildFloor() {
  const webpack = requireFromShared('webpack');
  const config = requireFromShared(path.join(BENCH_DIR, 'browser', 'floor.webpack.config.cjs'));
  const stats = await new Promise((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) reject(error);
      else result.compilation.compiler.close(() => resolve(result));
    });
  });
  if (stats.hasErrors()) throw new Error(`floor build failed:\n${stats.toString('errors-only')}`);
  return config.output.path;
}

/** Forwards a request to the site as it came, and its answer back as it is. */
function proxy(site, request, response) {
  const upstream = http.request(
    new URL(request.url ?? '/', site),
    { method: request.method, headers: { ...request.headers, host: new URL(site).host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

/**
 * @param {{ site: string, log: (line: string) => void }} options  site: the running site's origin
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startFloorPage({ site, log }) {
  log('floor page: building (React, react-dom, federation runtime) …');
  const dist = await buildFloor();
  const answer = await fetch(`${site}/`);
  if (!answer.ok) throw new Error(`the site's home: HTTP ${answer.status}`);
  const html = floorHtml(await answer.text());
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (pathname === '/') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(html);
      return;
    }
    if (pathname.startsWith('/floor/')) {
      const file = path.join(dist, path.basename(pathname));
      if (!existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      createReadStream(file).pipe(response);
      return;
    }
    proxy(site, request, response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
