// A telemetry beacon as the site keeps it once validated (parse-beacon.ts): the contract's beacon
// (@parlor/shared's TelemetryBeacon), with every vital named to a remote and release.
import type {
  ErrorReport,
  LoadEvent,
  LoadFailure,
  LoadPhase,
  VitalEvent,
  VitalName,
} from '@parlor/shared/types';

export type { ErrorReport, LoadEvent, LoadPhase, VitalName };
export type LoadFailureReason = LoadFailure;
export const LOAD_FAILURE_REASONS: readonly LoadFailureReason[] = ['unavailable', 'skew', 'error'];
export const LOAD_PHASES: readonly LoadPhase[] = ['manifest', 'entry', 'init', 'factory'];

/** A vital as kept: 'shell' and 'default' where the beacon names no remote or release. */
export type KeptVitalEvent = VitalEvent & { remote: string; release: string };

export type TelemetryEvent = LoadEvent | ErrorReport | KeptVitalEvent;

export interface Beacon {
  v: 1;
  visit: string;
  events: TelemetryEvent[];
}

/** The largest body the ingest reads (the contract's limit). */
export const MAX_BEACON_BYTES = 16 * 1024;
export const MAX_EVENTS = 50;
