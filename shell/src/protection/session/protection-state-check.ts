// The shape check of GET /api/protection (and of the state a reality-check POST answers): what
// the session clock and the reality check rely on, checked at the boundary, so a malformed answer
// is refused with its reason instead of showing NaN or a dialog that never comes.
import type { ProtectionState } from '@parlor/shared/host';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isInstant = (v: unknown): v is string => typeof v === 'string' && !isNaN(Date.parse(v));

/** Why `value` is not a usable protection state, or null when it is. */
export function protectionStateProblem(value: unknown): string | null {
  if (!isObject(value)) return 'expected an object';
  if (typeof value.profile !== 'string') return 'profile is not a string';
  const session = value.session;
  if (!isObject(session)) return 'session is not an object';
  if (!isInstant(session.started_at)) return 'session.started_at is not a date';
  for (const key of ['elapsed_s', 'wagered_cents', 'won_cents'] as const) {
    if (!isCount(session[key])) return `session.${key} is not a whole number of at least 0`;
  }
  if (!Number.isSafeInteger(session.net_cents)) return 'session.net_cents is not a whole number';
  const check = value.reality_check;
  if (!isObject(check)) return 'reality_check is not an object';
  if (check.interval_min !== null && !isCount(check.interval_min)) {
    return 'reality_check.interval_min is not a number of minutes or null';
  }
  if (check.due_at !== null && !isInstant(check.due_at)) {
    return 'reality_check.due_at is not a date or null';
  }
  if (typeof check.due !== 'boolean') return 'reality_check.due is not a boolean';
  if (!isObject(value.limits)) return 'limits is not an object';
  if (value.break !== null && !isObject(value.break)) return 'break is not an object or null';
  if (value.exclusion !== null && !isObject(value.exclusion)) {
    return 'exclusion is not an object or null';
  }
  return null;
}

export function isProtectionState(value: unknown): value is ProtectionState {
  return protectionStateProblem(value) === null;
}
