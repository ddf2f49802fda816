// Beacons for the telemetry tests: a valid one to start from, and events to put in it.
import type { Beacon, TelemetryEvent } from './beacon';

export const KNOWN_REMOTES: ReadonlySet<string> = new Set([
  'mf_lobby',
  'mf_game',
  'mf_tournaments',
  'mf_promotions',
  'mf_freespins',
]);

export const RELEASE = '1.4.0-0123456789';
export const OTHER_RELEASE = '1.5.0-rc.1-abcdef0123';
export const VISIT = 'visit_0123456789abcdef';

let visits = 0;

/** A beacon of a visit of its own: each call, another page load. */
export function beaconOf(...events: TelemetryEvent[]): Beacon {
  visits += 1;
  return visitBeacon(`visit_${String(visits).padStart(16, '0')}`, ...events);
}

/** A beacon of the visit named: one page load's beacons share its id. */
export function visitBeacon(visit: string, ...events: TelemetryEvent[]): Beacon {
  return { v: 1, visit, events };
}

export const shellLoad: TelemetryEvent = {
  type: 'load',
  remote: 'shell',
  release: 'default',
  outcome: 'ok',
};

export function load(
  remote: string,
  release: string,
  outcome: 'ok' | 'failed' = 'ok',
  reason?: 'unavailable' | 'skew' | 'error',
): TelemetryEvent {
  return { type: 'load', remote, release, outcome, ...(reason && { reason }) };
}

export function vital(
  name: 'LCP' | 'INP' | 'CLS',
  value: number,
  remote = 'shell',
): TelemetryEvent {
  return { type: 'vital', name, value, remote, release: 'default' };
}
