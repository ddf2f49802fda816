import type { ApiError } from '../types/entities';

/** A non-2xx answer (or a network failure, status 0) of the controller or the auth endpoints. */
export class ControllerError extends Error {
  readonly status: number;
  /** the server's `code` (auth_required, invalid_input...), else `http_<status>` or `network_error` */
  readonly code: string;
  readonly url: string;
  /** the answer's other fields, unchecked (a protection refusal's `limit` and `until`); {} if none */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    init: { status: number; code: string; url: string; details?: Record<string, unknown> },
  ) {
    super(message);
    this.name = 'ControllerError';
    this.status = init.status;
    this.code = init.code;
    this.url = init.url;
    this.details = init.details ?? {};
  }
}

export function isControllerError(error: unknown): error is ControllerError {
  return error instanceof ControllerError;
}

/** Builds the error of a failed response from its `{ error, code }` body when there is one. */
export async function controllerErrorFrom(
  response: Response,
  url: string,
): Promise<ControllerError> {
  let body: Partial<ApiError> & Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      body = parsed as Partial<ApiError> & Record<string, unknown>;
    }
  } catch {
    // Not JSON (a proxy's error page, an empty body): fall back to the status.
  }
  const code = typeof body.code === 'string' && body.code ? body.code : `http_${response.status}`;
  const message =
    typeof body.error === 'string' && body.error
      ? body.error
      : `Request failed (${response.status})`;
  const { error: _error, code: _code, ...details } = body;
  return new ControllerError(message, { status: response.status, code, url, details });
}

/**
 * How long the boot calls and the other controller calls may take before they fail. A page may
 * shorten them before the shell starts (`window.__PARLOR_TIMEOUTS__`, used by fault tests).
 */
export const REQUEST_TIMEOUTS: { bootMs: number; callMs: number } = {
  bootMs: 10_000,
  callMs: 15_000,
  ...timeoutOverrides(),
};

function timeoutOverrides(): Partial<typeof REQUEST_TIMEOUTS> {
  const raw = (globalThis as { __PARLOR_TIMEOUTS__?: unknown }).__PARLOR_TIMEOUTS__;
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Partial<typeof REQUEST_TIMEOUTS> = {};
  for (const key of ['bootMs', 'callMs'] as const) {
    const v = (raw as Record<string, unknown>)[key];
    if (typeof v === 'number' && v > 0 && v <= 60_000) out[key] = v;
  }
  return out;
}

/** Rejects with a ControllerError `timeout` when `work` takes longer than `ms`. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ControllerError(`${what}: no answer within ${ms} ms`, {
            status: 0,
            code: 'timeout',
            url: what,
          }),
        ),
      ms,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * fetch that turns a rejected request into a ControllerError and a non-2xx answer too. A request
 * (headers and body) that takes longer than `timeoutMs` is aborted: code `timeout`, status 0.
 */
export async function fetchOrThrow(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number = REQUEST_TIMEOUTS.callMs,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const fail = (error: unknown): ControllerError => {
    if (timedOut) {
      return new ControllerError(`No answer within ${timeoutMs} ms`, {
        status: 0,
        code: 'timeout',
        url,
      });
    }
    const reason = error instanceof Error ? error.message : String(error);
    return new ControllerError(`Network error: ${reason}`, {
      status: 0,
      code: 'network_error',
      url,
    });
  };
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: controller.signal });
  } catch (error) {
    clearTimeout(timer);
    throw fail(error);
  }
  if (!response.ok) {
    clearTimeout(timer);
    throw await controllerErrorFrom(response, url);
  }
  // the body may stall after the headers: read it under the same deadline
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw fail(error);
  } finally {
    clearTimeout(timer);
  }
  return new Response(text, { status: response.status, headers: response.headers });
}

/** The global fetch, looked up at call time (tests and polyfills may replace it). */
export const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
