import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a slow network in front of the site: the page's HTML is sent in two pieces, the
 * first ending where `cut` first matches, the second `pauseMs` later; every other request is
 * passed through whole. Returns the proxy's origin.
 */
export async function servePageInPieces(
  site: string,
  cut: RegExp,
  pauseMs: number,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? '/', site), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(upstream.status, { 'content-type': type });
      if (!type.startsWith('text/html')) {
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const match = cut.exec(html);
      const at = match ? match.index + match[0].length : html.length;
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), pauseMs);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
