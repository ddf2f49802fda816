// What the page notes for the shell's telemetry reporter before (and after) it loads: remote loads
// (their phases, failures and outcomes) and errors. The reporter loads after the first screen, so
// the notes wait in a small global queue: a global, because the shell's federation runtime plugins
// (in its entry chunk) and @parlor/shared (a shared singleton) are separate module instances.
// This module imports no code (types only): the runtime plugins use it before the async boundary.
import type { LoadFailure, LoadPhase } from '../types/telemetry';

export type { LoadFailure, LoadPhase };

export type TelemetryRecord =
  /** one phase of a remote's load, in ms */
  | { t: 'phase'; remote: string; phase: LoadPhase; ms: number }
  /** why a remote's load attempt failed, as the step that failed knows it */
  | { t: 'fail'; remote: string; reason: LoadFailure }
  /** the outcome of loadRemoteComponent; retries: the remote's fresh registrations so far */
  | { t: 'load'; remote: string; ok: boolean; retries: number; reason?: LoadFailure }
  /** source: the stack or script address; remote: when the catcher knows whose code it was */
  | { t: 'error'; kind: 'error' | 'rejection'; message: string; source: string; remote?: string };

interface TelemetryQueue {
  q: TelemetryRecord[];
  /** set by the reporter: records go straight to it */
  on?: (record: TelemetryRecord) => void;
}

const KEY = '__parlorTelemetry';
/** Until a reporter takes them (a remote's own page has none): a bounded wait. */
const MAX_WAITING = 200;

function queue(): TelemetryQueue {
  const scope = globalThis as unknown as Record<string, TelemetryQueue | undefined>;
  return (scope[KEY] ??= { q: [] });
}

/** Notes a record for the reporter; never throws. */
export function recordTelemetry(record: TelemetryRecord): void {
  try {
    const target = queue();
    if (target.on) target.on(record);
    else if (target.q.length < MAX_WAITING) target.q.push(record);
  } catch {
    // telemetry never costs the page anything
  }
}

/**
 * Hands every waiting record to `handler`, then each new one as it comes (the reporter; `null`
 * discards them: a visit not sampled).
 */
export function drainTelemetry(handler: ((record: TelemetryRecord) => void) | null): void {
  const target = queue();
  const waiting = target.q.splice(0);
  target.on = handler ?? (() => {});
  if (handler) for (const record of waiting) handler(record);
}
