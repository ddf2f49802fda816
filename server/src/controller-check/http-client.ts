// The suite's HTTP client: node:http(s) (so that the Host header can name any casino), one
// deadline per request covering the headers and the whole body, and the body decompressed the way
// a browser would (gzip, deflate, br).
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export interface HttpRequest {
  method?: 'GET' | 'POST';
  /** the controller's base address, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  /** path and query, e.g. /api/controller?getconfig */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export type HttpFailureCode = 'timeout' | 'unreachable' | 'network_error';

/** A request that got no answer: no connection, a dropped one, or no answer within the deadline. */
export class HttpFailure extends Error {
  constructor(
    message: string,
    readonly code: HttpFailureCode,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

/** Errors of a controller that is not there at all (nothing listens, no such host). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

export function send(request: HttpRequest): Promise<HttpResponse> {
  const url = new URL(request.path, request.baseUrl);
  const transport = url.protocol === 'https:' ? https : http;
  const what = `${request.method ?? 'GET'} ${request.path}`;
  return new Promise<HttpResponse>((resolve, reject) => {
    let settled = false;
    const finish = (error: HttpFailure | null, response?: HttpResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(response!);
    };
    const req = transport.request(
      url,
      {
        method: request.method ?? 'GET',
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...request.headers,
          ...(request.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(request.body)) }
            : {}),
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) =>
          finish(new HttpFailure(`${what}: ${error.message}`, 'network_error')),
        );
        res.on('end', () => {
          try {
            const text = decompress(Buffer.concat(chunks), res.headers['content-encoding']);
            finish(null, { status: res.statusCode ?? 0, headers: res.headers, text });
          } catch (error) {
            finish(
              new HttpFailure(
                `${what}: body does not decompress (${String(error)})`,
                'network_error',
              ),
            );
          }
        });
      },
    );
    const timer = setTimeout(
      () => finish(new HttpFailure(`${what}: no answer within ${request.timeoutMs} ms`, 'timeout')),
      request.timeoutMs,
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code && UNREACHABLE.has(error.code) ? 'unreachable' : 'network_error';
      finish(new HttpFailure(`${what}: ${error.code ?? error.message}`, code));
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

function decompress(body: Buffer, encoding: string | undefined): string {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(body).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(body).toString('utf8');
    case 'br':
      return zlib.brotliDecompressSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
}
