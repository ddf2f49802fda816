import type { ApiError } from '../types/entities';

/** A non-2xx answer (or a network failure, status 0) of the controller or the auth endpoints. */
export class ControllerError extends Error {
  readonly status: number;
  /** the server's `code` (auth_required, invalid_input...), else `http_<status>` or `network_error` */
  readonly code: string;
  readonly url: string;

  constructor(message: string, init: { status: number; code: string; url: string }) {
    super(message);
    this.name = 'ControllerError';
    this.status = init.status;
    this.code = init.code;
    this.url = init.url;
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
  let body: Partial<ApiError> = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Partial<ApiError>;
  } catch {
    // Not JSON (a proxy's error page, an empty body): fall back to the status.
  }
  const code = typeof body.code === 'string' && body.code ? body.code : `http_${response.status}`;
  const message =
    typeof body.error === 'string' && body.error
      ? body.error
      : `Request failed (${response.status})`;
  return new ControllerError(message, { status: response.status, code, url });
}

/** fetch that turns a rejected request into a ControllerError and a non-2xx answer too. */
export async function fetchOrThrow(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ControllerError(`Network error: ${reason}`, {
      status: 0,
      code: 'network_error',
      url,
    });
  }
  if (!response.ok) throw await controllerErrorFrom(response, url);
  return response;
}

/** The global fetch, looked up at call time (tests and polyfills may replace it). */
export const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
