// The suite's HTTP client: the site's own requests to a controller (node:http(s), so that the
// Host header can name any casino; the body decompressed the way a browser would), with one
// deadline per request covering the headers and the whole body.
import type http from 'node:http';
import { failureKind, nodeControllerFetch } from '@parlor/site';

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

export async function send(request: HttpRequest): Promise<HttpResponse> {
  const what = `${request.method ?? 'GET'} ${request.path}`;
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const res = await nodeControllerFetch({
      method: request.method ?? 'GET',
      url: new URL(request.path, request.baseUrl).href,
      headers: request.headers ?? {},
      body: request.body,
      signal,
    });
    return { ...res, headers: { ...res.headers, 'set-cookie': res.setCookies ?? [] } };
  } catch (error) {
    const code = failureKind(error, signal);
    const detail =
      code === 'timeout'
        ? `no answer within ${request.timeoutMs} ms`
        : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
    throw new HttpFailure(`${what}: ${detail}`, code);
  }
}
