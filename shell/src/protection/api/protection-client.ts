// The player protection calls of the controller (docs/player-protection.md), reached through the
// site under its base path like every other call. Each call has a deadline; each answer is checked
// before use; each failure is a ProtectionApiError.
import { sessionStore, withBasePath } from '@parlor/shared';
import type { BreakPeriod, ExclusionPeriod, HistoryEntry, LimitKind } from '@parlor/shared/host';
import {
  exclusionEndsAt,
  parseHistory,
  parseProtectionState,
  stateOrNull,
  stopEndOf,
  type PlayerProtection,
} from './protection-answers';
import { ProtectionApiError, protectionErrorFrom } from './protection-error';

/** No protection call waits longer than this: the page then shows its error with Retry. */
export const PROTECTION_TIMEOUT_MS = 10_000;

export type HistoryType = 'all' | HistoryEntry['type'];

export interface HistoryQuery {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
  type: HistoryType;
}

/** How a break or a self-exclusion ended the session. */
export interface StopAnswer {
  /** ISO; null: indefinite; undefined: the answer did not say */
  until: string | null | undefined;
}

function urlOf(path: string): string {
  return withBasePath(`/api/protection${path}`, sessionStore.getState().config?.base_location);
}

/** The query string of a history request. */
export function historySearch(query: HistoryQuery): string {
  return new URLSearchParams({ from: query.from, to: query.to, type: query.type }).toString();
}

function transportError(error: unknown, url: string): ProtectionApiError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  return new ProtectionApiError(
    timedOut
      ? `No answer within ${String(PROTECTION_TIMEOUT_MS)} ms`
      : `Network error: ${error instanceof Error ? error.message : String(error)}`,
    { status: 0, code: timedOut ? 'timeout' : 'network_error', url },
  );
}

/** One call: its JSON answer (undefined when the body is not JSON), or a ProtectionApiError. */
async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const url = urlOf(path);
  let text: string;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // the deadline covers the body too: a stalled answer fails like a missing one
      signal: AbortSignal.timeout(PROTECTION_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw transportError(error, url);
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw protectionErrorFrom(response.status, parsed, url);
  return { url, answer: parsed };
}

/** Where the logged-in player stands. */
export async function fetchProtectionState(): Promise<PlayerProtection> {
  const { url, answer } = await call('GET', '');
  return parseProtectionState(answer, url);
}

/** The player answered a due reality check with Continue. */
export async function continueRealityCheck(): Promise<PlayerProtection> {
  const { url, answer } = await call('POST', '/reality-check', { action: 'continue' });
  return parseProtectionState(answer, url);
}

/** One of the profile's intervals, or null (off) where the profile allows it. */
export async function setRealityCheckInterval(
  intervalMin: number | null,
): Promise<PlayerProtection | null> {
  const { answer } = await call('PUT', '/reality-check', { interval_min: intervalMin });
  return stateOrNull(answer);
}

/** Sets, lowers, raises or (null) removes a limit: cents, or minutes for session_minutes. */
export async function setLimit(
  kind: LimitKind,
  value: number | null,
): Promise<PlayerProtection | null> {
  const { answer } = await call('POST', '/limits', { kind, value });
  return stateOrNull(answer);
}

/**
 * Confirms a raise (or a removal) of a limit whose 24 hours are over: until then the lower limit
 * holds. A change with nothing to confirm fails with `nothing_to_confirm`.
 */
export async function confirmLimit(kind: LimitKind): Promise<PlayerProtection> {
  const { url, answer } = await call('POST', '/limits/confirm', { kind });
  return parseProtectionState(answer, url);
}

/** Starts a break; the server logs the player out everywhere. */
export async function takeBreak(period: BreakPeriod): Promise<StopAnswer> {
  const { answer } = await call('POST', '/break', { period });
  return { until: stopEndOf(answer, 'break') };
}

/** Starts a self-exclusion in every casino of the operator; the player is logged out. */
export async function selfExclude(period: ExclusionPeriod): Promise<StopAnswer> {
  const { answer } = await call('POST', '/exclusion', { period });
  return { until: stopEndOf(answer, 'exclusion') };
}

/**
 * Asks to end an indefinite exclusion, or to come back after a timed one whose period is over
 * (UK); play resumes after a cooling-off the answer dates. The excluded player cannot log in, so
 * the account's credentials come with the request; `reason` is the player's own words (the MGA
 * profile wants them for an indefinite exclusion).
 */
export async function requestExclusionEnd(request: {
  username: string;
  password: string;
  reason?: string;
}): Promise<{ endsAt: string | undefined }> {
  const { answer } = await call('POST', '/exclusion/end', request);
  return { endsAt: exclusionEndsAt(answer) };
}

/** Bets, wins, deposits and withdrawals, newest first (the server keeps 12 months, 500 at most). */
export async function fetchHistory(query: HistoryQuery): Promise<HistoryEntry[]> {
  const { url, answer } = await call('GET', `/history?${historySearch(query)}`);
  return parseHistory(answer, url);
}
