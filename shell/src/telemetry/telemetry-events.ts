// The events of the telemetry beacon (`POST {base}/api/telemetry`), as the site's ingest accepts
// them: one `load` per remote per visit, errors, and the page's vitals.
import type { LoadFailure, LoadPhase } from '@parlor/shared/host';

export interface LoadEvent {
  type: 'load';
  remote: string;
  release: string;
  outcome: 'ok' | 'failed';
  /** only with 'failed' */
  reason?: LoadFailure;
  /** ms */
  phases?: Partial<Record<LoadPhase, number>>;
  retries?: number;
}

export interface ErrorReport {
  type: 'error';
  /** a remote, or 'shell' */
  remote: string;
  release: string;
  kind: 'error' | 'rejection';
  message?: string;
}

export interface VitalEvent {
  type: 'vital';
  name: 'LCP' | 'INP' | 'CLS';
  /** ms for LCP and INP, a score for CLS */
  value: number;
  /** absent: the shell */
  remote?: string;
  release?: string;
}

export type TelemetryEvent = LoadEvent | ErrorReport | VitalEvent;

/** A remote's name as the ingest accepts it. */
export const REMOTE_NAME = /^[a-z][a-z0-9_]{0,40}$/;
/** The longest time the ingest accepts, in ms. */
const MAX_MS = 600_000;

/** A duration in whole ms, within what the ingest accepts. */
export function toMs(value: number): number {
  return Math.min(MAX_MS, Math.max(0, Math.round(value)));
}
