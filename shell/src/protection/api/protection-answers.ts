// Shape checks of the protection answers: one small guard per answer. What fails is refused at the
// boundary (`invalid_answer`), so a page shows its error state with Retry instead of nonsense.
import type {
  HistoryEntry,
  LimitState,
  ProtectionProfileName,
  ProtectionState,
} from '@parlor/shared/host';
import { isIsoTime, isLimitKind, ProtectionApiError } from './protection-error';

/** Where the person's age check stands. */
export type AgeVerification = ProtectionState['age_verification'];

/**
 * A player's state as the page reads it. A controller of an older contract leaves out the age
 * check (then null: the page shows none), the tools before the first stake (false) and a raise
 * awaiting its confirmation (false: such a controller applies a raise by itself).
 */
export type PlayerProtection = Omit<ProtectionState, 'age_verification'> & {
  age_verification: AgeVerification | null;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isIntOrNull = (v: unknown): v is number | null => v === null || isInt(v);
const isIsoOrNull = (v: unknown): v is string | null => v === null || isIsoTime(v);
const PROFILES: readonly ProtectionProfileName[] = ['uk', 'mga', 'none'];
const AGE_CHECKS: readonly AgeVerification[] = ['unverified', 'pending', 'verified', 'refused'];

const ageCheckOf = (v: unknown): AgeVerification | null =>
  (AGE_CHECKS as readonly unknown[]).includes(v) ? (v as AgeVerification) : null;

function invalid(url: string, why: string): ProtectionApiError {
  return new ProtectionApiError(`Unusable answer: ${why}`, {
    status: 200,
    code: 'invalid_answer',
    url,
  });
}

function limitState(v: unknown): LimitState | string {
  if (!isObject(v)) return 'is not an object';
  if (!isIntOrNull(v.value)) return 'value is not a whole number or null';
  if (v.pending === null || v.pending === undefined) return { value: v.value, pending: null };
  const pending = v.pending;
  if (!isObject(pending) || !isIntOrNull(pending.value) || !isIsoTime(pending.effective_at)) {
    return 'pending is not { value, effective_at }';
  }
  return {
    value: v.value,
    pending: {
      value: pending.value,
      effective_at: pending.effective_at,
      awaiting_confirmation: pending.awaiting_confirmation === true,
    },
  };
}

/** Why `v` is not a usable state (a string), or the state, copied field by field. */
export function readProtectionState(v: unknown): PlayerProtection | string {
  if (!isObject(v)) return 'expected an object';
  if (!(PROFILES as readonly unknown[]).includes(v.profile)) return 'profile is unknown';
  const s = v.session;
  if (
    !isObject(s) ||
    !isIsoTime(s.started_at) ||
    ![s.elapsed_s, s.wagered_cents, s.won_cents, s.net_cents].every(isInt)
  ) {
    return 'session is incomplete';
  }
  const rc = v.reality_check;
  if (!isObject(rc) || !isIntOrNull(rc.interval_min) || !isIsoOrNull(rc.due_at)) {
    return 'reality_check is incomplete';
  }
  if (!isObject(v.limits)) return 'limits is not an object';
  const limits: ProtectionState['limits'] = {};
  for (const [kind, raw] of Object.entries(v.limits)) {
    // a kind this shell does not know yet is left out, not a reason to refuse the answer
    if (!isLimitKind(kind)) continue;
    const limit = limitState(raw);
    if (typeof limit === 'string') return `limits.${kind} ${limit}`;
    limits[kind] = limit;
  }
  const brk = v.break;
  if (brk !== null && (!isObject(brk) || !isIsoTime(brk.until))) return 'break has no until';
  const ex = v.exclusion;
  if (
    ex !== null &&
    (!isObject(ex) ||
      !isIsoOrNull(ex.until) ||
      !isIsoOrNull(ex.end_requested_at ?? null) ||
      !isIsoOrNull(ex.ends_at ?? null))
  ) {
    return 'exclusion is incomplete';
  }
  return {
    profile: v.profile as ProtectionProfileName,
    session: {
      started_at: s.started_at,
      elapsed_s: s.elapsed_s as number,
      wagered_cents: s.wagered_cents as number,
      won_cents: s.won_cents as number,
      net_cents: s.net_cents as number,
    },
    reality_check: { interval_min: rc.interval_min, due_at: rc.due_at, due: rc.due === true },
    limits,
    break: brk === null ? null : { until: (brk as { until: string }).until },
    exclusion:
      ex === null
        ? null
        : {
            until: (ex as { until: string | null }).until,
            end_requested_at: (ex.end_requested_at as string | null | undefined) ?? null,
            ends_at: (ex.ends_at as string | null | undefined) ?? null,
          },
    age_verification: ageCheckOf(v.age_verification),
    show_tools: v.show_tools === true,
  };
}

/** The state of a `GET /api/protection` (or an action that answers with it); throws when unusable. */
export function parseProtectionState(v: unknown, url: string): PlayerProtection {
  const state = readProtectionState(v);
  if (typeof state === 'string') throw invalid(url, state);
  return state;
}

/** An action's answer when it is the new state, else null (the caller asks for the state again). */
export function stateOrNull(v: unknown): PlayerProtection | null {
  const state = readProtectionState(v);
  return typeof state === 'string' ? null : state;
}

/**
 * The end of a break or an exclusion a POST answered: ISO, null when indefinite, undefined when
 * the answer does not say (then the caller shows the end it expects).
 */
export function stopEndOf(v: unknown, kind: 'break' | 'exclusion'): string | null | undefined {
  const state = stateOrNull(v);
  if (state) return kind === 'break' ? state.break?.until : state.exclusion?.until;
  if (!isObject(v)) return undefined;
  const inner = isObject(v[kind]) ? (v[kind] as Record<string, unknown>) : v;
  if (inner.until === null && kind === 'exclusion') return null;
  return isIsoTime(inner.until) ? inner.until : undefined;
}

/** When an indefinite exclusion whose end was asked for ends (after its cooling-off), if said. */
export function exclusionEndsAt(v: unknown): string | undefined {
  const state = stateOrNull(v);
  const ex = state ? state.exclusion : isObject(v) && isObject(v.exclusion) ? v.exclusion : null;
  return ex && isIsoTime(ex.ends_at) ? ex.ends_at : undefined;
}

const ENTRY_TYPES: readonly HistoryEntry['type'][] = [
  'bet',
  'win',
  'buy_in',
  'deposit',
  'withdrawal',
];
const WITHDRAWAL_STATUSES: readonly NonNullable<HistoryEntry['status']>[] = [
  'pending',
  'paid',
  'cancelled',
];

function historyEntry(v: unknown): HistoryEntry | null {
  if (!isObject(v) || !isIsoTime(v.at) || !isInt(v.amount_cents)) return null;
  if (!(ENTRY_TYPES as readonly unknown[]).includes(v.type)) return null;
  const entry: HistoryEntry = {
    at: v.at,
    type: v.type as HistoryEntry['type'],
    amount_cents: v.amount_cents,
  };
  if (typeof v.game === 'string' && v.game) entry.game = v.game;
  if (isInt(v.balance_after_cents)) entry.balance_after_cents = v.balance_after_cents;
  if ((WITHDRAWAL_STATUSES as readonly unknown[]).includes(v.status)) {
    entry.status = v.status as HistoryEntry['status'];
  }
  return entry;
}

/** The entries of `GET /api/protection/history`; throws when the answer or an entry is unusable. */
export function parseHistory(v: unknown, url: string): HistoryEntry[] {
  if (!isObject(v) || !Array.isArray(v.entries)) throw invalid(url, 'entries is not a list');
  return v.entries.map((raw, index) => {
    const entry = historyEntry(raw);
    if (!entry) throw invalid(url, `entries[${String(index)}] is incomplete`);
    return entry;
  });
}
