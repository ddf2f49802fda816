// The site's reads of one casino from a controller, over HTTP only (docs/controller.md): the boot
// info, the config, the catalogue, the home page's promos and the calls of a first screen's
// server render. The casino is the one of the host
// name the visitor used: every request carries it as the Host header. No caching here
// (site-cache.ts); every request ends by its deadline, and every answer is checked before it is
// handed on: a call that fails either way throws a ControllerReadError, never anything else.
import type {
  BootInfo,
  ConfigResponse,
  GamesPayload,
  Lang,
  PromosResponse,
} from '@parlor/shared/types';
import { firstScreenCall } from '@parlor/shared/server';
import { guardAnswer, guardBootInfo, readAnswerBody } from './answer-codec';
import {
  failureKind,
  nodeControllerFetch,
  type ControllerFetch,
  type ControllerRequest,
  type ControllerResponse,
} from './controller-http';

/** The deadline of one request to the controller, headers and body (a page is waiting). */
export const DEFAULT_TIMEOUT_MS = 3000;

/** A casino as the visitor reached it. */
export interface CasinoAddress {
  /** the visitor's Host header (name and optional port): the controller picks the casino by it */
  host: string;
  /**
   * The scheme the visitor used, when the site knows it (a TLS proxy in front): sent with the
   * host as X-Forwarded-Proto and X-Forwarded-Host, for a controller that trusts its proxy.
   */
  proto?: 'http' | 'https';
}

export type ControllerReadErrorCode =
  'unreachable' | 'timeout' | 'network_error' | 'http_status' | 'invalid_answer' | 'invalid_host';

/** A read that gave no usable answer; `code` says why. */
export class ControllerReadError extends Error {
  constructor(
    message: string,
    readonly code: ControllerReadErrorCode,
  ) {
    super(message);
    this.name = 'ControllerReadError';
  }
}

/** A value read, with the validators the controller sent for it. */
export interface Fresh<T> {
  value: T;
  etag?: string;
  lastModified?: string;
}

/** A conditional read answered 304: the copy held is still the controller's. */
export interface NotModified {
  notModified: true;
}

/** GET /api/boot: the BootInfo and whatever else the controller adds beside it. */
export type BootAnswer = BootInfo & Record<string, unknown>;

export interface ControllerReaderOptions {
  /** the controller's address, e.g. http://127.0.0.1:8080 (its path, if any, is ignored) */
  baseUrl: string;
  fetch?: ControllerFetch;
  timeoutMs?: number;
}

/** A controller call of the server's render of a first screen (@parlor/shared's rule). */
export interface GuestCall {
  method: string;
  /** the controller's path and the call's keyword, as the controller client sends it */
  url: string;
  body: string;
}

/** The controller's answer to a guest call, as it sent it: the render decodes it as a page would. */
export interface GuestAnswer {
  status: number;
  text: string;
}

export interface ControllerReader {
  readonly timeoutMs: number;
  /**
   * A call a guest's first screen reads, sent as a guest's (no cookie): the server's render of
   * the page makes it, and the page carries the answer. Any other call is `invalid_answer`.
   */
  guestCall(casino: CasinoAddress, boot: BootInfo, call: GuestCall): Promise<Fresh<GuestAnswer>>;
  boot(casino: CasinoAddress): Promise<Fresh<BootAnswer>>;
  config(casino: CasinoAddress, boot: BootInfo): Promise<Fresh<ConfigResponse>>;
  /** `etag`: the held copy's, sent as If-None-Match (304: NotModified) */
  games(
    casino: CasinoAddress,
    boot: BootInfo,
    etag?: string,
  ): Promise<Fresh<GamesPayload> | NotModified>;
  homePromos(casino: CasinoAddress, boot: BootInfo, lang: Lang): Promise<Fresh<PromosResponse>>;
}

/** The home page's promos: the custom promos the lobby places (`ucc_lobby`, docs/promotions.md). */
export const HOME_PROMOS_TARGET = 'ucc_lobby';

const HOST_RE = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:\d{1,5})?$/i;

/** A host name, with or without a port: what the site will put in an address or a Host header. */
export const isHost = (value: string): boolean => HOST_RE.test(value);

export function createControllerReader(options: ControllerReaderOptions): ControllerReader {
  const origin = new URL(options.baseUrl).origin;
  const send = options.fetch ?? nodeControllerFetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const request = async (
    casino: CasinoAddress,
    what: string,
    spec: Omit<ControllerRequest, 'signal' | 'headers'> & { headers?: Record<string, string> },
  ): Promise<ControllerResponse> => {
    if (!isHost(casino.host)) {
      throw new ControllerReadError(`${what}: not a host name: ${casino.host}`, 'invalid_host');
    }
    const headers: Record<string, string> = { host: casino.host, ...spec.headers };
    if (casino.proto) {
      headers['x-forwarded-host'] = casino.host;
      headers['x-forwarded-proto'] = casino.proto;
    }
    const signal = AbortSignal.timeout(timeoutMs);
    // The signal ends the request; the race ends the wait even for a fetch that ignores it.
    let stop: () => void = () => {};
    const deadline = new Promise<never>((_, reject) => {
      const onAbort = () =>
        reject(new ControllerReadError(`${what}: no answer within ${timeoutMs} ms`, 'timeout'));
      signal.addEventListener('abort', onAbort, { once: true });
      stop = () => signal.removeEventListener('abort', onAbort);
    });
    try {
      return await Promise.race([send({ ...spec, headers, signal }), deadline]);
    } catch (error) {
      throw asReadError(error, what, signal);
    } finally {
      stop();
    }
  };

  const controllerUrl = (boot: BootInfo, keyword: string): string => {
    const path = boot.controller_path;
    // a path on the controller itself, never another server
    if (!path.startsWith('/') || path.startsWith('//')) {
      throw new ControllerReadError(
        `boot: controller_path is not a path: ${path}`,
        'invalid_answer',
      );
    }
    return `${origin}${path}${path.includes('?') ? '&' : '?'}${keyword}`;
  };

  const expectOk = (res: ControllerResponse, what: string): void => {
    if (res.status !== 200) {
      throw new ControllerReadError(`${what}: status ${res.status}`, 'http_status');
    }
  };

  /** The body's value, checked by `guard`; anything wrong with it is `invalid_answer`. */
  const valueOf = async <T>(
    res: ControllerResponse,
    what: string,
    encrypted: boolean,
    passphrase: string,
    guard: (value: unknown) => void,
  ): Promise<Fresh<T>> => {
    let value: unknown;
    try {
      value = await readAnswerBody(res.text, encrypted, passphrase);
      guard(value);
    } catch (error) {
      throw new ControllerReadError(`${what}: ${messageOf(error)}`, 'invalid_answer');
    }
    return {
      value: value as T,
      ...(res.headers.etag ? { etag: res.headers.etag } : {}),
      ...(res.headers['last-modified'] ? { lastModified: res.headers['last-modified'] } : {}),
    };
  };

  return {
    timeoutMs,
    async guestCall(casino, boot, call) {
      const keyword = firstScreenCall(call, boot.controller_path);
      if (!keyword) {
        throw new ControllerReadError(`${call.url} is not a first screen's call`, 'invalid_answer');
      }
      const res = await request(casino, keyword, {
        method: call.method === 'POST' ? 'POST' : 'GET',
        url: `${origin}${call.url}`,
        ...(call.method === 'POST'
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: call.body,
            }
          : {}),
      });
      expectOk(res, keyword);
      return { value: { status: res.status, text: res.text } };
    },
    async boot(casino) {
      const res = await request(casino, 'boot', { method: 'GET', url: `${origin}/api/boot` });
      expectOk(res, 'boot');
      return valueOf<BootAnswer>(res, 'boot', false, '', guardBootInfo);
    },
    async config(casino, boot) {
      const url = controllerUrl(boot, 'getconfig');
      const res = await request(casino, 'getconfig', { method: 'GET', url });
      expectOk(res, 'getconfig');
      return valueOf<ConfigResponse>(res, 'getconfig', true, boot.passphrase, (value) => {
        guardAnswer('getconfig', value);
        const config = (value as ConfigResponse).config;
        if (typeof config.casino_name !== 'string') {
          throw new Error('getconfig: config.casino_name is not a string');
        }
      });
    },
    async games(casino, boot, etag) {
      const url = controllerUrl(boot, 'getgames');
      const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
      const res = await request(casino, 'getgames', { method: 'GET', url, headers });
      if (res.status === 304 && etag) return { notModified: true };
      expectOk(res, 'getgames');
      return valueOf<GamesPayload>(res, 'getgames', false, boot.passphrase, (value) =>
        guardAnswer('getgames', value),
      );
    },
    async homePromos(casino, boot, lang) {
      const url = controllerUrl(boot, 'getpromos');
      const body = new URLSearchParams({ lang, target: HOME_PROMOS_TARGET }).toString();
      const res = await request(casino, 'getpromos', {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expectOk(res, 'getpromos');
      return valueOf<PromosResponse>(res, 'getpromos', false, boot.passphrase, (value) => {
        guardAnswer('getpromos', value);
        if (!Array.isArray((value as PromosResponse).custom_promos)) {
          throw new Error('getpromos: custom_promos is not a list');
        }
      });
    },
  };
}

function asReadError(error: unknown, what: string, signal: AbortSignal): ControllerReadError {
  if (error instanceof ControllerReadError) return error;
  const kind = failureKind(error, signal);
  if (kind === 'timeout') return new ControllerReadError(`${what}: no answer in time`, kind);
  if (kind === 'unreachable') {
    const code = (error as NodeJS.ErrnoException).code;
    return new ControllerReadError(`${what}: controller unreachable (${code})`, kind);
  }
  return new ControllerReadError(`${what}: ${messageOf(error)}`, kind);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
