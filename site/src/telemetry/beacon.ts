// A telemetry beacon as the site keeps it once validated (parse-beacon.ts): what the shell's
// reporter sends of a page visit, its remotes' loads, errors and web vitals.

export type LoadFailureReason = 'unavailable' | 'skew' | 'error';
export const LOAD_FAILURE_REASONS: readonly LoadFailureReason[] = ['unavailable', 'skew', 'error'];

export type LoadPhase = 'manifest' | 'entry' | 'init' | 'factory';
export const LOAD_PHASES: readonly LoadPhase[] = ['manifest', 'entry', 'init', 'factory'];

export type VitalName = 'LCP' | 'INP' | 'CLS';

export interface LoadEvent {
  type: 'load';
  remote: string;
  release: string;
  outcome: 'ok' | 'failed';
  reason?: LoadFailureReason;
  phases?: Partial<Record<LoadPhase, number>>;
  retries?: number;
}

export interface ErrorEvent {
  type: 'error';
  remote: string;
  release: string;
  kind: 'error' | 'rejection';
  message?: string;
}

export interface VitalEvent {
  type: 'vital';
  name: VitalName;
  value: number;
  /** 'shell' when the beacon names none */
  remote: string;
  /** 'default' when the beacon names none */
  release: string;
}

export type TelemetryEvent = LoadEvent | ErrorEvent | VitalEvent;

export interface Beacon {
  v: 1;
  visit: string;
  events: TelemetryEvent[];
}

/** The largest body the ingest reads (the contract's limit). */
export const MAX_BEACON_BYTES = 16 * 1024;
export const MAX_EVENTS = 50;
