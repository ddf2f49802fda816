// A visitor of one casino: the requests the front end makes (paths, methods, form and JSON
// bodies, the Origin a browser sends with a POST), sent with that casino's host name and the
// visitor's session cookie, the way a browser keeps it.
import { send, type HttpResponse } from './http-client';

export interface VisitorOptions {
  baseUrl: string;
  /** casino host name, sent as the Host header (with the base address's port) */
  hostname: string;
  timeoutMs: number;
}

export const SESSION_COOKIE = 'parlor_session';

export class Visitor {
  /** the `parlor_session=value` pair, once logged in */
  cookie: string | null = null;
  readonly host: string;
  readonly origin: string;

  constructor(readonly options: VisitorOptions) {
    const url = new URL(options.baseUrl);
    this.host = url.port ? `${options.hostname}:${url.port}` : options.hostname;
    this.origin = `${url.protocol}//${this.host}`;
  }

  get hostname(): string {
    return this.options.hostname;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<HttpResponse> {
    return this.request('GET', path, undefined, headers);
  }

  /** POST of an `application/x-www-form-urlencoded` body, as the controller client sends one. */
  postForm(path: string, form: Record<string, string>): Promise<HttpResponse> {
    return this.request('POST', path, new URLSearchParams(form).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  }

  postJson(path: string, body: unknown): Promise<HttpResponse> {
    return this.request('POST', path, JSON.stringify(body), {
      'content-type': 'application/json',
    });
  }

  /** Logs in through the account endpoint and keeps the session cookie it sets. */
  async login(username: string, password: string): Promise<HttpResponse> {
    const res = await this.postJson('/api/auth/login', { username, password });
    const cookie = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (res.status === 200 && cookie) this.cookie = cookie.split(';')[0]!;
    return res;
  }

  private request(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): Promise<HttpResponse> {
    return send({
      method,
      baseUrl: this.options.baseUrl,
      path,
      body,
      timeoutMs: this.options.timeoutMs,
      headers: {
        host: this.host,
        accept: 'application/json, text/plain, */*',
        ...(method === 'POST' ? { origin: this.origin } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
    });
  }
}

export function setCookies(res: HttpResponse): string[] {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}
