// The events of the telemetry beacon, as the site's ingest accepts them (@parlor/shared's
// contract), and the limits of its values.
export type { LoadEvent, ErrorReport, VitalEvent, TelemetryEvent } from '@parlor/shared/host';

/** A remote's name as the ingest accepts it. */
export const REMOTE_NAME = /^[a-z][a-z0-9_]{0,40}$/;
/** The longest time the ingest accepts, in ms. */
const MAX_MS = 600_000;

/** A duration in whole ms, within what the ingest accepts. */
export function toMs(value: number): number {
  return Math.min(MAX_MS, Math.max(0, Math.round(value)));
}
