// The site's HTTP requests to a casino controller. The controller picks the casino by the Host
// header, which the platform's fetch does not let a caller set: this one is node:http(s). It
// decompresses the body the way a browser would (the catalogue is sent br or gzip) and ends on the
// caller's AbortSignal, whether the answer's headers or its body are still on their way.
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export interface ControllerRequest {
  method: 'GET' | 'POST';
  /** absolute address: the controller's base address with the path and query */
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export interface ControllerResponse {
  status: number;
  /** lower-case header names (Set-Cookie apart: a list cannot be joined into one line) */
  headers: Record<string, string | undefined>;
  setCookies?: string[];
  text: string;
}

/** The largest body read off the wire (the catalogue of a large casino is a few MB). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** How the reader sends a request: injectable, so that tests can count or fake them. */
export type ControllerFetch = (request: ControllerRequest) => Promise<ControllerResponse>;

/** One request over node:http(s), no connection kept; rejects on a network error or the signal. */
export const nodeControllerFetch: ControllerFetch = (request) =>
  new Promise<ControllerResponse>((resolve, reject) => {
    const url = new URL(request.url);
    const transport = url.protocol === 'https:' ? https : http;
    const { signal } = request;
    if (signal.aborted) {
      reject(abortReason(signal));
      return;
    }
    const req = transport.request(url, {
      method: request.method,
      headers: {
        'accept-encoding': 'br, gzip',
        ...request.headers,
        ...(request.body !== undefined
          ? { 'content-length': String(Buffer.byteLength(request.body)) }
          : {}),
      },
      agent: false,
    });
    const onAbort = () => {
      req.destroy();
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    req.on('error', (error) => {
      done();
      reject(error);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          done();
          req.destroy();
          reject(new Error(`answer larger than ${MAX_BODY_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', (error) => {
        done();
        reject(error);
      });
      res.on('end', () => {
        done();
        try {
          const text = decompress(Buffer.concat(chunks), res.headers['content-encoding']);
          resolve({
            status: res.statusCode ?? 0,
            headers: flatHeaders(res.headers),
            setCookies: res.headers['set-cookie'] ?? [],
            text,
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });

/** Errors of a controller that is not there at all (nothing listens, no such host). */
const NOT_THERE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * What kind of failure a request's rejection was: no answer within its deadline (the signal
 * fired), no controller there at all, or the connection failing otherwise.
 */
export function failureKind(
  error: unknown,
  signal: AbortSignal,
): 'timeout' | 'unreachable' | 'network_error' {
  if (signal.aborted) return 'timeout';
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code && NOT_THERE.has(code) ? 'unreachable' : 'network_error';
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('aborted');
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name !== 'set-cookie') out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function decompress(body: Buffer, encoding: string | undefined): string {
  const limit = { maxOutputLength: MAX_BODY_BYTES };
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'br':
      return zlib.brotliDecompressSync(body, limit).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(body, limit).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(body, limit).toString('utf8');
    default:
      return body.toString('utf8');
  }
}
