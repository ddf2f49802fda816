// The ingest's validation of a beacon (the telemetry contract): every field's type, range and
// length, the event count, the remote (one the site knows, or the shell) and the release id.
// Unknown keys are ignored; only own properties are read and the result is built afresh, so a
// body's "__proto__" or "constructor" keys reach nothing.
import { RELEASE_ID_RE } from '../remotes';
import {
  LOAD_FAILURE_REASONS,
  LOAD_PHASES,
  MAX_EVENTS,
  type Beacon,
  type ErrorReport,
  type LoadEvent,
  type LoadPhase,
  type TelemetryEvent,
  type KeptVitalEvent,
} from './beacon';

export type ParsedBeacon = { ok: true; beacon: Beacon } | { ok: false; reason: string };

const VISIT_RE = /^[A-Za-z0-9_-]{16,40}$/;
const REMOTE_RE = /^[a-z][a-z0-9_]{0,40}$/;
/** A release id has no length limit of its own; stored ids must have one. */
const MAX_RELEASE_LENGTH = 100;
const MAX_MS = 600_000;
const MAX_CLS = 100;
const MAX_RETRIES = 20;
const MAX_MESSAGE_LENGTH = 300;

class Invalid extends Error {}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

/** An own property only: never one inherited from a prototype. */
function own(fields: Fields, key: string): unknown {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

function record(value: unknown, where: string): Fields {
  if (!isRecord(value)) throw new Invalid(`${where}: not an object`);
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw new Invalid(`${where}: not one of ${allowed.join(', ')}`);
  return found;
}

function numberIn(value: unknown, max: number, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    throw new Invalid(`${where}: not a number from 0 to ${max}`);
  }
  return value;
}

function remoteOf(value: unknown, known: ReadonlySet<string>, where: string): string {
  if (value === 'shell') return value;
  if (typeof value !== 'string' || !REMOTE_RE.test(value)) {
    throw new Invalid(`${where}: not a remote name`);
  }
  if (!known.has(value)) throw new Invalid(`${where}: unknown remote`);
  return value;
}

function releaseOf(value: unknown, where: string): string {
  if (value === 'default') return value;
  if (
    typeof value !== 'string' ||
    value.length > MAX_RELEASE_LENGTH ||
    !RELEASE_ID_RE.test(value)
  ) {
    throw new Invalid(`${where}: not a release id`);
  }
  return value;
}

function phasesOf(value: unknown, where: string): Partial<Record<LoadPhase, number>> {
  const fields = record(value, where);
  const phases: Partial<Record<LoadPhase, number>> = {};
  for (const phase of LOAD_PHASES) {
    const ms = own(fields, phase);
    if (ms !== undefined) phases[phase] = numberIn(ms, MAX_MS, `${where}.${phase}`);
  }
  return phases;
}

function loadEvent(fields: Fields, known: ReadonlySet<string>, where: string): LoadEvent {
  const event: LoadEvent = {
    type: 'load',
    remote: remoteOf(own(fields, 'remote'), known, `${where}.remote`),
    release: releaseOf(own(fields, 'release'), `${where}.release`),
    outcome: oneOf(own(fields, 'outcome'), ['ok', 'failed'] as const, `${where}.outcome`),
  };
  const reason = own(fields, 'reason');
  if (reason !== undefined) {
    if (event.outcome !== 'failed') throw new Invalid(`${where}.reason: only with "failed"`);
    event.reason = oneOf(reason, LOAD_FAILURE_REASONS, `${where}.reason`);
  }
  const phases = own(fields, 'phases');
  if (phases !== undefined) event.phases = phasesOf(phases, `${where}.phases`);
  const retries = own(fields, 'retries');
  if (retries !== undefined) {
    if (!Number.isInteger(retries)) throw new Invalid(`${where}.retries: not an integer`);
    event.retries = numberIn(retries, MAX_RETRIES, `${where}.retries`);
  }
  return event;
}

function errorEvent(fields: Fields, known: ReadonlySet<string>, where: string): ErrorReport {
  const event: ErrorReport = {
    type: 'error',
    remote: remoteOf(own(fields, 'remote'), known, `${where}.remote`),
    release: releaseOf(own(fields, 'release'), `${where}.release`),
    kind: oneOf(own(fields, 'kind'), ['error', 'rejection'] as const, `${where}.kind`),
  };
  const message = own(fields, 'message');
  if (message !== undefined) {
    if (typeof message !== 'string' || message.length > MAX_MESSAGE_LENGTH) {
      throw new Invalid(`${where}.message: not a string of at most ${MAX_MESSAGE_LENGTH}`);
    }
    event.message = message;
  }
  return event;
}

function vitalEvent(fields: Fields, known: ReadonlySet<string>, where: string): KeptVitalEvent {
  const name = oneOf(own(fields, 'name'), ['LCP', 'INP', 'CLS'] as const, `${where}.name`);
  const remote = own(fields, 'remote');
  const release = own(fields, 'release');
  return {
    type: 'vital',
    name,
    value: numberIn(own(fields, 'value'), name === 'CLS' ? MAX_CLS : MAX_MS, `${where}.value`),
    remote: remote === undefined ? 'shell' : remoteOf(remote, known, `${where}.remote`),
    release: release === undefined ? 'default' : releaseOf(release, `${where}.release`),
  };
}

function eventOf(value: unknown, known: ReadonlySet<string>, where: string): TelemetryEvent {
  const fields = record(value, where);
  const type = oneOf(own(fields, 'type'), ['load', 'error', 'vital'] as const, `${where}.type`);
  if (type === 'load') return loadEvent(fields, known, where);
  if (type === 'error') return errorEvent(fields, known, where);
  return vitalEvent(fields, known, where);
}

/** A beacon checked against the contract, or the first reason it is not one. */
export function parseBeacon(body: unknown, knownRemotes: ReadonlySet<string>): ParsedBeacon {
  try {
    const fields = record(body, 'body');
    if (own(fields, 'v') !== 1) throw new Invalid('v: not 1');
    const visit = own(fields, 'visit');
    if (typeof visit !== 'string' || !VISIT_RE.test(visit)) {
      throw new Invalid('visit: not 16-40 characters of A-Z, a-z, 0-9, _ and -');
    }
    const events = own(fields, 'events');
    if (!Array.isArray(events) || events.length < 1 || events.length > MAX_EVENTS) {
      throw new Invalid(`events: not a list of 1 to ${MAX_EVENTS} events`);
    }
    return {
      ok: true,
      beacon: {
        v: 1,
        visit,
        // Array.from visits a sparse list's holes too (as undefined, refused)
        events: Array.from(events, (event: unknown, i) =>
          eventOf(event, knownRemotes, `events[${i}]`),
        ),
      },
    };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, reason: error.message };
    throw error;
  }
}
