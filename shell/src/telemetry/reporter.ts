// Turns what the page noted (remote loads, errors) and its vitals into the beacon's events, and
// sends them in batches: about 10 s after something happened, and when the page is hidden.
import type { LoadFailure, LoadPhase, TelemetryRecord } from '@parlor/shared/host';
import { attribute, releaseOf, remoteSites } from './attribution';
import { beaconBodies } from './beacon-batches';
import { scrubMessage } from './scrub-message';
import { REMOTE_NAME, toMs, type LoadEvent, type TelemetryEvent } from './telemetry-events';
import type { Vital } from './web-vitals';

export const FLUSH_AFTER_MS = 10_000;
/** A page throwing in a loop reports the first ones only. */
export const MAX_ERRORS = 100;
const MAX_RETRIES = 20;

export interface ReporterOptions {
  visit: string;
  /** the beacon's address */
  url: string;
  /** the boot info's remotes: name -> entry address */
  remotes: Record<string, string>;
  /** sends one body; false when the browser would not take it */
  send: (url: string, body: string) => boolean;
  /** the vitals so far (absent: none are reported) */
  vitals?: () => Vital[];
}

export interface Reporter {
  /** a record the page noted */
  take(record: TelemetryRecord): void;
  /** sends what is waiting; `hidden`: the page is going away, so failures and vitals are final */
  flush(hidden: boolean): void;
}

interface RemoteLoad {
  phases: Partial<Record<LoadPhase, number>>;
  reason?: LoadFailure;
  outcome?: 'ok' | 'failed';
  retries: number;
  sent: boolean;
}

export function createReporter({ visit, url, remotes, send, vitals }: ReporterOptions): Reporter {
  const sites = remoteSites(remotes);
  const releaseOfRemote = (remote: string) => releaseOf(remotes[remote] ?? '');
  /** A remote of this casino's, as the ingest names them. */
  const isRemote = (name: string | undefined): name is string =>
    name !== undefined && REMOTE_NAME.test(name) && Object.hasOwn(remotes, name);
  const loads = new Map<string, RemoteLoad>();
  // the shell itself loaded: a visit of the shell
  const pending: TelemetryEvent[] = [
    { type: 'load', remote: 'shell', release: 'default', outcome: 'ok' },
  ];
  let errorsLeft = MAX_ERRORS;
  let vitalsSent = !vitals;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    timer ??= setTimeout(() => flush(false), FLUSH_AFTER_MS);
  };
  const add = (event: TelemetryEvent) => {
    pending.push(event);
    schedule();
  };
  schedule();

  /** The remote's load as far as it went; a new attempt after a failure starts afresh. */
  const loadOf = (remote: string): RemoteLoad | undefined => {
    if (!isRemote(remote)) return undefined;
    let load = loads.get(remote);
    if (!load) loads.set(remote, (load = { phases: {}, retries: 0, sent: false }));
    if (load.sent) return undefined;
    return load;
  };
  const restartIfFailed = (load: RemoteLoad) => {
    if (load.outcome !== 'failed') return;
    load.phases = {};
    load.reason = undefined;
    load.outcome = undefined;
  };
  const report = (remote: string, load: RemoteLoad) => {
    load.sent = true;
    const event: LoadEvent = {
      type: 'load',
      remote,
      release: releaseOfRemote(remote),
      outcome: load.outcome ?? 'failed',
      retries: Math.min(MAX_RETRIES, load.retries),
    };
    if (event.outcome === 'failed') event.reason = load.reason ?? 'unavailable';
    if (Object.keys(load.phases).length) event.phases = load.phases;
    add(event);
  };

  function take(record: TelemetryRecord): void {
    if (record.t === 'error') {
      if (errorsLeft <= 0) return;
      errorsLeft -= 1;
      const owner = isRemote(record.remote)
        ? { remote: record.remote, release: releaseOfRemote(record.remote) }
        : attribute(record.source, sites);
      const message = scrubMessage(record.message);
      add({ type: 'error', ...owner, kind: record.kind, ...(message ? { message } : {}) });
      return;
    }
    const load = loadOf(record.remote);
    if (!load) return;
    if (record.t === 'phase') {
      restartIfFailed(load);
      if (Number.isFinite(record.ms)) load.phases[record.phase] ??= toMs(record.ms);
    } else if (record.t === 'fail') {
      restartIfFailed(load);
      // the first step to fail says why (a refusal for skew before the init that follows it)
      load.reason ??= record.reason;
    } else {
      load.outcome = record.ok ? 'ok' : 'failed';
      load.retries = record.retries;
      if (!record.ok && record.reason) load.reason ??= record.reason;
      // a failure may still be retried: it is final when the page is hidden
      if (record.ok) report(record.remote, load);
    }
  }

  const vitalEvent = ({ name, value, remote }: Vital): TelemetryEvent => ({
    type: 'vital',
    name,
    value: name === 'CLS' ? Math.min(100, Math.round(value * 1e4) / 1e4) : toMs(value),
    ...(isRemote(remote) ? { remote, release: releaseOfRemote(remote) } : {}),
  });

  function flush(hidden: boolean): void {
    try {
      if (hidden) {
        for (const [remote, load] of loads) if (!load.sent && load.outcome) report(remote, load);
        if (!vitalsSent) {
          vitalsSent = true;
          for (const vital of vitals?.() ?? []) pending.push(vitalEvent(vital));
        }
      }
      clearTimeout(timer);
      timer = undefined;
      for (const body of beaconBodies(visit, pending.splice(0))) send(url, body);
    } catch {
      // never a second try: what did not leave is dropped
    }
  }

  return { take, flush };
}
