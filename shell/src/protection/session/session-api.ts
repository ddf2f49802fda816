// The two protection calls the session clock and the reality check need (the controller's
// /api/protection, docs/player-protection.md), under the site's base path like every site call.
// Each has a deadline and a checked answer; a failure is a ControllerError with the server's code.
import { ControllerError, sessionStore, withBasePath } from '@parlor/shared';
import type { ProtectionState } from '@parlor/shared/host';
import { protectionStateProblem } from './protection-state-check';

/** How long a protection call may take before it fails with `timeout`. */
export const PROTECTION_CALL_TIMEOUT_MS = 10_000;

export interface SessionApiOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function protectionUrl(path: string): string {
  return withBasePath(`/api/protection${path}`, sessionStore.getState().config?.base_location);
}

async function errorOf(response: Response, url: string): Promise<ControllerError> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      body = parsed as Record<string, unknown>;
    }
  } catch {
    // not JSON (a proxy's page): the status says enough
  }
  const { error, code, ...details } = body;
  return new ControllerError(
    typeof error === 'string' && error ? error : `Request failed (${response.status})`,
    {
      status: response.status,
      code: typeof code === 'string' && code ? code : `http_${response.status}`,
      url,
      details,
    },
  );
}

/** One JSON call whose answer must be a protection state. */
async function stateCall(
  path: string,
  init: RequestInit,
  {
    fetch: fetchImpl = (input, options) => globalThis.fetch(input, options),
    timeoutMs,
  }: SessionApiOptions = {},
): Promise<ProtectionState> {
  const url = protectionUrl(path);
  const ms = timeoutMs ?? PROTECTION_CALL_TIMEOUT_MS;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    const response = await fetchImpl(url, {
      ...init,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
      signal: abort.signal,
    });
    if (!response.ok) throw await errorOf(response, url);
    let answer: unknown;
    try {
      answer = JSON.parse(await response.text());
    } catch {
      answer = undefined;
    }
    const problem = protectionStateProblem(answer);
    if (problem) {
      throw new ControllerError(`Unusable answer: ${problem}`, {
        status: response.status,
        code: 'invalid_answer',
        url,
      });
    }
    return answer as ProtectionState;
  } catch (error) {
    if (error instanceof ControllerError) throw error;
    const timedOut = abort.signal.aborted;
    throw new ControllerError(
      timedOut ? `No answer within ${ms} ms` : `Network error: ${String(error)}`,
      { status: 0, code: timedOut ? 'timeout' : 'network_error', url },
    );
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/protection: the player's session figures and reality check. */
export function fetchProtectionState(options?: SessionApiOptions): Promise<ProtectionState> {
  return stateCall('', { method: 'GET' }, options);
}

/** POST /api/protection/reality-check `{ action: 'continue' }`: the next check one interval on. */
export function continueRealityCheck(options?: SessionApiOptions): Promise<ProtectionState> {
  return stateCall(
    '/reality-check',
    { method: 'POST', body: JSON.stringify({ action: 'continue' }) },
    options,
  );
}

/**
 * POST /api/protection/tools-seen: the responsible gaming tools shown before the first stake (MGA)
 * were seen; the state answered no longer asks for them.
 */
export function markToolsSeen(options?: SessionApiOptions): Promise<ProtectionState> {
  return stateCall('/tools-seen', { method: 'POST' }, options);
}
