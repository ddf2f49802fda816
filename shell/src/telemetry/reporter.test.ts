import type { TelemetryRecord } from '@parlor/shared/host';
import { createReporter, FLUSH_AFTER_MS, MAX_ERRORS, type ReporterOptions } from './reporter';
import type { TelemetryEvent } from './telemetry-events';
import type { Vital } from './web-vitals';

const RELEASE = '1.4.0-4f2a9c81d3';
const remotes = {
  mf_lobby: `https://cdn.example/lobby/releases/${RELEASE}/remoteEntry.js`,
  mf_game: 'https://cdn.example/game/remoteEntry.js',
};
const SHELL_LOAD = { type: 'load', remote: 'shell', release: 'default', outcome: 'ok' };

function reporter(over: Partial<ReporterOptions> = {}) {
  const sent: string[] = [];
  const send = jest.fn((_url: string, body: string) => {
    sent.push(body);
    return true;
  });
  const r = createReporter({ visit: 'visit-id', url: '/api/telemetry', remotes, send, ...over });
  const events = () =>
    sent.flatMap((body) => (JSON.parse(body) as { events: TelemetryEvent[] }).events);
  return { ...r, send, sent, events };
}

const phase = (remote: string, p: 'manifest' | 'entry' | 'init' | 'factory', ms: number) =>
  ({ t: 'phase', remote, phase: p, ms }) as TelemetryRecord;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('sends a remote’s load with its phases about 10 s later, once, and a load of the shell', () => {
  const r = reporter();
  r.take(phase('mf_lobby', 'manifest', 31.4));
  r.take(phase('mf_lobby', 'entry', 120.6));
  r.take(phase('mf_lobby', 'init', 4));
  r.take(phase('mf_lobby', 'factory', 40));
  r.take({ t: 'load', remote: 'mf_lobby', ok: true, retries: 0 });
  // a second module of the same remote: its visit is counted once
  r.take(phase('mf_lobby', 'factory', 90));
  r.take({ t: 'load', remote: 'mf_lobby', ok: true, retries: 0 });
  jest.advanceTimersByTime(FLUSH_AFTER_MS - 1);
  expect(r.send).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(r.send).toHaveBeenCalledTimes(1);
  expect(r.send.mock.calls[0]?.[0]).toBe('/api/telemetry');
  expect(r.events()).toEqual([
    SHELL_LOAD,
    {
      type: 'load',
      remote: 'mf_lobby',
      release: RELEASE,
      outcome: 'ok',
      retries: 0,
      phases: { manifest: 31, entry: 121, init: 4, factory: 40 },
    },
  ]);
  // nothing new, nothing sent
  r.flush(true);
  expect(r.send).toHaveBeenCalledTimes(1);
});

it('holds a failure until the page is hidden (a Retry may still load it), with the first reason', () => {
  const r = reporter();
  r.take(phase('mf_game', 'manifest', 20));
  r.take({ t: 'fail', remote: 'mf_game', reason: 'skew' });
  r.take({ t: 'fail', remote: 'mf_game', reason: 'error' });
  r.take({ t: 'load', remote: 'mf_game', ok: false, retries: 0 });
  jest.advanceTimersByTime(FLUSH_AFTER_MS);
  expect(r.events()).toEqual([SHELL_LOAD]);
  r.flush(true);
  expect(r.events()).toEqual([
    SHELL_LOAD,
    {
      type: 'load',
      remote: 'mf_game',
      release: 'default',
      outcome: 'failed',
      reason: 'skew',
      retries: 0,
      phases: { manifest: 20 },
    },
  ]);
});

it('counts a load that succeeded on Retry once, as ok, with the retries and the last attempt’s phases', () => {
  const r = reporter();
  r.take(phase('mf_lobby', 'manifest', 10));
  r.take({ t: 'fail', remote: 'mf_lobby', reason: 'unavailable' });
  r.take({ t: 'load', remote: 'mf_lobby', ok: false, retries: 0 });
  r.take(phase('mf_lobby', 'entry', 200));
  r.take({ t: 'load', remote: 'mf_lobby', ok: true, retries: 1 });
  r.flush(true);
  expect(r.events()).toEqual([
    SHELL_LOAD,
    {
      type: 'load',
      remote: 'mf_lobby',
      release: RELEASE,
      outcome: 'ok',
      retries: 1,
      phases: { entry: 200 },
    },
  ]);
});

it('calls a failure nobody explained unavailable, and ignores remotes the casino does not have', () => {
  const r = reporter();
  r.take({ t: 'load', remote: 'mf_lobby', ok: false, retries: 25 });
  r.take({ t: 'load', remote: 'mf_unknown', ok: true, retries: 0 });
  r.take({ t: 'load', remote: 'constructor', ok: true, retries: 0 });
  r.flush(true);
  expect(r.events()).toEqual([
    SHELL_LOAD,
    {
      type: 'load',
      remote: 'mf_lobby',
      release: RELEASE,
      outcome: 'failed',
      reason: 'unavailable',
      retries: 20,
    },
  ]);
});

it('attributes errors by their script, or to the remote that caught them, without player data', () => {
  const r = reporter();
  r.take({
    t: 'error',
    kind: 'error',
    message: 'x is undefined (player 123456)',
    source: `TypeError\n    at f (https://cdn.example/lobby/releases/${RELEASE}/412.js:1:2)`,
  });
  r.take({ t: 'error', kind: 'rejection', message: '', source: '' });
  r.take({ t: 'error', kind: 'error', message: 'boom', source: '', remote: 'mf_game' });
  r.flush(false);
  expect(r.events()).toEqual([
    SHELL_LOAD,
    {
      type: 'error',
      remote: 'mf_lobby',
      release: RELEASE,
      kind: 'error',
      message: 'x is undefined (player #)',
    },
    { type: 'error', remote: 'shell', release: 'default', kind: 'rejection' },
    { type: 'error', remote: 'mf_game', release: 'default', kind: 'error', message: 'boom' },
  ]);
});

it('reports the first errors of a page that throws in a loop, in beacons of at most 50', () => {
  const r = reporter();
  for (let i = 0; i < MAX_ERRORS * 3; i++) {
    r.take({ t: 'error', kind: 'error', message: `e${i}`, source: '' });
  }
  r.flush(false);
  expect(r.events()).toHaveLength(MAX_ERRORS + 1);
  expect(r.sent.map((body) => (JSON.parse(body) as { events: unknown[] }).events.length)).toEqual([
    50, 50, 1,
  ]);
});

it('sends the vitals once, when the page is first hidden, with the remote that painted', () => {
  const vitals = jest.fn((): Vital[] => [
    { name: 'LCP', value: 1834.6, remote: 'mf_lobby' },
    { name: 'INP', value: 96, remote: 'mf_missing' },
    { name: 'CLS', value: 0.123456 },
  ]);
  const r = reporter({ vitals });
  r.flush(false);
  expect(vitals).not.toHaveBeenCalled();
  r.flush(true);
  r.flush(true);
  expect(vitals).toHaveBeenCalledTimes(1);
  expect(r.events()).toEqual([
    SHELL_LOAD,
    { type: 'vital', name: 'LCP', value: 1835, remote: 'mf_lobby', release: RELEASE },
    { type: 'vital', name: 'INP', value: 96 },
    { type: 'vital', name: 'CLS', value: 0.1235 },
  ]);
});

it('never throws and never tries again when a beacon is refused or sending fails', () => {
  const send = jest.fn(() => {
    throw new Error('refused');
  });
  const r = createReporter({ visit: 'visit-id', url: '/api/telemetry', remotes, send });
  expect(() => r.flush(true)).not.toThrow();
  jest.advanceTimersByTime(FLUSH_AFTER_MS * 5);
  expect(send).toHaveBeenCalledTimes(1);
});
