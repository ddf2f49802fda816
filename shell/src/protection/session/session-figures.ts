// The session's figures as the player sees them (docs/player-protection.md): the time since the
// session started, on the server's clock whatever the device's clock says, and the net position.
import { formatMoney, type Lang } from '@parlor/shared';
import type { ProtectionState } from '@parlor/shared/host';

/** A protection state and when it arrived, with the server's clock ahead of this one by offsetMs. */
export interface ProtectionSnapshot {
  state: ProtectionState;
  /** this device's clock (ms) when the answer arrived */
  receivedAt: number;
  /** the server's clock minus this device's clock, ms */
  offsetMs: number;
}

/**
 * The snapshot of an answer received at `receivedAt`: the server's "now" is the session's start
 * plus its elapsed_s, so a device clock that is off (skew, a wrong time zone setting) changes
 * neither the session time nor when the reality check comes.
 */
export function snapshotOf(state: ProtectionState, receivedAt: number): ProtectionSnapshot {
  const serverNow = Date.parse(state.session.started_at) + state.session.elapsed_s * 1000;
  return { state, receivedAt, offsetMs: serverNow - receivedAt };
}

/** Whole seconds of the session at `now` (this device's clock). */
export function elapsedSeconds(snapshot: ProtectionSnapshot, now: number): number {
  const seconds = snapshot.state.session.elapsed_s + (now - snapshot.receivedAt) / 1000;
  return Math.max(0, Math.floor(seconds));
}

/** Seconds as h:mm:ss (hours unbounded: 27:03:09). */
export function formatElapsed(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** What the session shows before its figures are known. */
export const UNKNOWN_ELAPSED = '-:--:--';

/** Won minus wagered, in cents: negative when the player is down. */
export function netPositionCents(session: { wagered_cents: number; won_cents: number }): number {
  return session.won_cents - session.wagered_cents;
}

/** Cents as money of the currency in the language. */
export function formatCents(cents: number, currency: string, lang: Lang): string {
  return formatMoney(cents / 100, currency, lang);
}

/** A net position with its sign always written: +$12.50, -$3.00, $0.00. */
export function formatNetPosition(cents: number, currency: string, lang: Lang): string {
  const text = formatCents(cents, currency, lang);
  return cents > 0 ? `+${text}` : text;
}

/** When the reality check is due on this device's clock (ms), or null when none is scheduled. */
export function localDueAt(snapshot: ProtectionSnapshot): number | null {
  const dueAt = snapshot.state.reality_check.due_at;
  return dueAt === null ? null : Date.parse(dueAt) - snapshot.offsetMs;
}
