// The telemetry beacon (`POST {base}/api/telemetry`, docs/deploying.md "Telemetry and health"):
// what the shell's reporter sends of a page visit and the site accepts. One `load` per remote per
// visit (and one for the shell), errors, and the page's web vitals.

export type LoadPhase = 'manifest' | 'entry' | 'init' | 'factory';
export type LoadFailure = 'unavailable' | 'skew' | 'error';
export type VitalName = 'LCP' | 'INP' | 'CLS';

export interface LoadEvent {
  type: 'load';
  /** a remote, or 'shell' */
  remote: string;
  /** `<release>` of its entry's `/releases/<release>/`, else 'default' */
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
  name: VitalName;
  /** ms for LCP and INP, a score for CLS */
  value: number;
  /** absent: the shell */
  remote?: string;
  release?: string;
}

export type TelemetryEvent = LoadEvent | ErrorReport | VitalEvent;

export interface TelemetryBeacon {
  v: 1;
  /** random per page visit */
  visit: string;
  events: TelemetryEvent[];
}
