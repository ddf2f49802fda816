// When the reality check shows and when to ask the server again (docs/player-protection.md). The
// server has the last word on whether a check is due (it refuses bets meanwhile); the device only
// times the question, on the server's clock.
import { localDueAt, type ProtectionSnapshot } from './session-figures';

/** How long after the due time the server is asked, so that its own clock has passed it too. */
export const DUE_GRACE_MS = 500;
/** How often a check past its due time that the server does not call due yet is asked about. */
export const RECHECK_MS = 5_000;

export interface RealityCheckPlan {
  /** the dialog shows */
  open: boolean;
  /** ask the server after this long (ms); null: nothing to time */
  checkInMs: number | null;
}

/**
 * Open when the server says the check is due; when the device's timer has run out but the last
 * call failed (no answer to wait for), open on what is known. `lastCallFailed`: the latest call to
 * the server failed.
 */
export function realityCheckPlan(
  snapshot: ProtectionSnapshot | null,
  lastCallFailed: boolean,
  now: number,
): RealityCheckPlan {
  if (!snapshot) return { open: false, checkInMs: null };
  if (snapshot.state.reality_check.due) return { open: true, checkInMs: null };
  const dueAt = localDueAt(snapshot);
  if (dueAt === null) return { open: false, checkInMs: null };
  const wait = dueAt - now;
  if (wait > 0) return { open: false, checkInMs: wait + DUE_GRACE_MS };
  return { open: lastCallFailed, checkInMs: RECHECK_MS };
}
