// The errors of the player protection calls: the controller's `{ error, code }` answers, and a
// refusal's `limit` and `until` (docs/player-protection.md, "Refusals").
import { ControllerError } from '@parlor/shared';
import type { LimitKind, ProtectionRefusal, ProtectionRefusalCode } from '@parlor/shared/host';

export const LIMIT_KINDS: readonly LimitKind[] = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'session_minutes',
];

const REFUSAL_CODES: readonly ProtectionRefusalCode[] = [
  'reality_check_due',
  'limit_reached',
  'on_break',
  'self_excluded',
];

export const isLimitKind = (v: unknown): v is LimitKind =>
  typeof v === 'string' && (LIMIT_KINDS as readonly string[]).includes(v);

export const isRefusalCode = (v: unknown): v is ProtectionRefusalCode =>
  typeof v === 'string' && (REFUSAL_CODES as readonly string[]).includes(v);

/** An ISO date-time a Date can read. */
export const isIsoTime = (v: unknown): v is string =>
  typeof v === 'string' && v !== '' && !Number.isNaN(Date.parse(v));

/**
 * A failed protection call. `code` is the server's (`limit_reached`, `cannot_shorten`,
 * `not_logged_in`…), else `http_<status>`, `timeout`, `network_error` or `invalid_answer`.
 * `until`: undefined when the answer named no end, null for an indefinite one.
 */
export class ProtectionApiError extends ControllerError {
  readonly limit: LimitKind | undefined;
  readonly until: string | null | undefined;

  constructor(
    message: string,
    init: {
      status: number;
      code: string;
      url: string;
      limit?: LimitKind;
      until?: string | null;
    },
  ) {
    super(message, init);
    this.name = 'ProtectionApiError';
    this.limit = init.limit;
    this.until = init.until;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The error of a non-2xx answer from its status and (parsed) body; anything unexpected dropped. */
export function protectionErrorFrom(
  status: number,
  body: unknown,
  url: string,
): ProtectionApiError {
  const fields = isObject(body) ? body : {};
  const code =
    typeof fields.code === 'string' && fields.code ? fields.code : `http_${String(status)}`;
  const message =
    typeof fields.error === 'string' && fields.error
      ? fields.error
      : `Request failed (${String(status)})`;
  const until = fields.until === null ? null : isIsoTime(fields.until) ? fields.until : undefined;
  return new ProtectionApiError(message, {
    status,
    code,
    url,
    limit: isLimitKind(fields.limit) ? fields.limit : undefined,
    until,
  });
}

/**
 * The protection refusal an error carries, or null: a ProtectionApiError, or any ControllerError
 * whose answer had the refusal's fields (a login, a launch), read from its `details`.
 */
export function refusalOf(error: unknown): ProtectionRefusal | null {
  if (!(error instanceof ControllerError) || error.status !== 403 || !isRefusalCode(error.code)) {
    return null;
  }
  const refusal: ProtectionRefusal = { error: error.message, code: error.code };
  if (error instanceof ProtectionApiError) {
    if (error.limit) refusal.limit = error.limit;
    if (error.until !== undefined) refusal.until = error.until;
    return refusal;
  }
  const details: unknown = (error as { details?: unknown }).details;
  if (isObject(details)) {
    if (isLimitKind(details.limit)) refusal.limit = details.limit;
    if (details.until === null || isIsoTime(details.until)) refusal.until = details.until;
  }
  return refusal;
}
