// Player protection's shared rules (docs/controller.md, "Player protection"): the limits' names
// and which a profile offers, and a refusal read from a failed call. Written once for the
// controller that enforces them and the apps that show them (a login, a launch, the page).
import { isControllerError } from '../api/controller-error';
import type {
  LimitKind,
  ProtectionProfile,
  ProtectionRefusal,
  ProtectionRefusalCode,
} from '../types/protection';

export const LIMIT_KINDS: readonly LimitKind[] = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'session_minutes',
];

export const MONEY_LIMITS: readonly LimitKind[] = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
];

/** The limits a casino's profile offers, in the order the state and the page list them. */
export function offeredLimits(profile: ProtectionProfile): LimitKind[] {
  return [
    ...(profile.money_limits ? MONEY_LIMITS : []),
    ...(profile.session_limit ? (['session_minutes'] as const) : []),
  ];
}

export const PROTECTION_REFUSAL_CODES: readonly ProtectionRefusalCode[] = [
  'reality_check_due',
  'limit_reached',
  'on_break',
  'self_excluded',
  'age_unverified',
  'return_pending',
  'terms_update',
];

export function isLimitKind(value: unknown): value is LimitKind {
  return typeof value === 'string' && (LIMIT_KINDS as readonly string[]).includes(value);
}

export function isProtectionRefusalCode(value: unknown): value is ProtectionRefusalCode {
  return (
    typeof value === 'string' && (PROTECTION_REFUSAL_CODES as readonly string[]).includes(value)
  );
}

/**
 * The refusal a failed call carries (a 403 with a protection code, its limit and end read from the
 * answer's other fields), or null when it is no protection refusal. `until`: absent when the
 * answer named no end, null for an indefinite one.
 */
export function protectionRefusalOf(error: unknown): ProtectionRefusal | null {
  if (!isControllerError(error) || error.status !== 403) return null;
  if (!isProtectionRefusalCode(error.code)) return null;
  const refusal: ProtectionRefusal = { error: error.message, code: error.code };
  // a ControllerError of an older @parlor/shared carries no details: the code alone then
  const details: Readonly<Record<string, unknown>> = error.details ?? {};
  if (isLimitKind(details.limit)) refusal.limit = details.limit;
  const until = details.until;
  if (until === null) refusal.until = null;
  else if (typeof until === 'string' && !Number.isNaN(Date.parse(until))) refusal.until = until;
  if (typeof details.terms_version === 'string') refusal.terms_version = details.terms_version;
  return refusal;
}
