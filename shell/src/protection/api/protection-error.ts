// The errors of the player protection calls: the controller's `{ error, code }` answers, and a
// refusal's `limit` and `until` (docs/player-protection.md, "Refusals").
import { ControllerError, isLimitKind } from '@parlor/shared';
import type { LimitKind } from '@parlor/shared/host';

export { isLimitKind };

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
    super(message, {
      ...init,
      details: {
        ...(init.limit && { limit: init.limit }),
        ...(init.until !== undefined && { until: init.until }),
      },
    });
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
