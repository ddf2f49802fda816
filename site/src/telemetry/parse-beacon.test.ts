import { parseBeacon } from './parse-beacon';
import { KNOWN_REMOTES, RELEASE, VISIT } from './telemetry-fixtures';

const loadEvent = { type: 'load', remote: 'mf_lobby', release: RELEASE, outcome: 'ok' };
const body = (...events: unknown[]) => ({ v: 1, visit: VISIT, events });
const sparse: unknown[] = [loadEvent];
sparse[2] = loadEvent;
const reasonOf = (value: unknown) => {
  const parsed = parseBeacon(value, KNOWN_REMOTES);
  return parsed.ok ? 'ok' : parsed.reason;
};

it('takes a beacon of every event type, defaulting a vital to the shell', () => {
  const parsed = parseBeacon(
    body(
      {
        ...loadEvent,
        outcome: 'failed',
        reason: 'skew',
        phases: { manifest: 12.5, entry: 40, init: 0, factory: 600_000, later: 'ignored' },
        retries: 2,
      },
      { type: 'load', remote: 'shell', release: 'default', outcome: 'ok' },
      { type: 'error', remote: 'shell', release: 'default', kind: 'rejection', message: 'boom' },
      { type: 'vital', name: 'LCP', value: 1800 },
      { type: 'vital', name: 'CLS', value: 0.12, remote: 'mf_game', release: RELEASE },
    ),
    KNOWN_REMOTES,
  );
  expect(parsed).toEqual({
    ok: true,
    beacon: {
      v: 1,
      visit: VISIT,
      events: [
        {
          type: 'load',
          remote: 'mf_lobby',
          release: RELEASE,
          outcome: 'failed',
          reason: 'skew',
          phases: { manifest: 12.5, entry: 40, init: 0, factory: 600_000 },
          retries: 2,
        },
        { type: 'load', remote: 'shell', release: 'default', outcome: 'ok' },
        { type: 'error', remote: 'shell', release: 'default', kind: 'rejection', message: 'boom' },
        { type: 'vital', name: 'LCP', value: 1800, remote: 'shell', release: 'default' },
        { type: 'vital', name: 'CLS', value: 0.12, remote: 'mf_game', release: RELEASE },
      ],
    },
  });
});

it('ignores unknown keys and keeps none of them', () => {
  const parsed = parseBeacon(
    { ...body({ ...loadEvent, extra: { deep: 1 } }), extra: true, v: 1 },
    KNOWN_REMOTES,
  );
  expect(parsed).toEqual({ ok: true, beacon: body(loadEvent) });
});

it('cannot be led through a prototype', () => {
  const polluted = JSON.parse(
    `{"__proto__": {"v": 1, "visit": "${VISIT}", "events": []}, "constructor": {"prototype": {"x": 1}}}`,
  );
  expect(reasonOf(polluted)).toBe('v: not 1');
  const event = JSON.parse(
    `{"__proto__": {"type": "load", "remote": "mf_lobby", "release": "${RELEASE}", "outcome": "ok"}}`,
  );
  expect(reasonOf(body(event))).toMatch(/^events\[0\]\.type/);
  // an inherited field is not the event's own
  const inherited = Object.create(loadEvent) as object;
  expect(reasonOf(body(inherited))).toMatch(/^events\[0\]\.type/);
  expect(({} as Record<string, unknown>).x).toBeUndefined();
  expect(({} as Record<string, unknown>).v).toBeUndefined();
});

it.each([
  ['not an object', 'beacon', 'body: not an object'],
  ['null', null, 'body: not an object'],
  ['a list', [1], 'body: not an object'],
  ['another version', { ...body(loadEvent), v: 2 }, 'v: not 1'],
  ['a version as text', { ...body(loadEvent), v: '1' }, 'v: not 1'],
  ['no visit', { v: 1, events: [loadEvent] }, /^visit/],
  ['a short visit', { ...body(loadEvent), visit: 'abc' }, /^visit/],
  ['a long visit', { ...body(loadEvent), visit: 'a'.repeat(41) }, /^visit/],
  [
    'a visit with other characters',
    { ...body(loadEvent), visit: 'visit.0123456789abcdef' },
    /^visit/,
  ],
  ['no events', body(), /^events: not a list/],
  ['51 events', body(...Array.from({ length: 51 }, () => loadEvent)), /^events: not a list/],
  ['events not a list', { ...body(), events: { 0: loadEvent } }, /^events: not a list/],
  ['a sparse list', { ...body(), events: sparse }, 'events[1]: not an object'],
  ['an event not an object', body(loadEvent, 'load'), 'events[1]: not an object'],
  ['an unknown type', body({ ...loadEvent, type: 'click' }), /^events\[0\]\.type/],
  [
    'an unknown remote',
    body({ ...loadEvent, remote: 'mf_other' }),
    'events[0].remote: unknown remote',
  ],
  [
    'a bad remote name',
    body({ ...loadEvent, remote: 'MF-Lobby' }),
    'events[0].remote: not a remote name',
  ],
  ['no remote', body({ ...loadEvent, remote: undefined }), 'events[0].remote: not a remote name'],
  [
    'a bad release',
    body({ ...loadEvent, release: '1.4.0' }),
    'events[0].release: not a release id',
  ],
  [
    'a release as a number',
    body({ ...loadEvent, release: 1 }),
    'events[0].release: not a release id',
  ],
  [
    'an overlong release',
    body({ ...loadEvent, release: `1.4.0-${'a'.repeat(100)}-0123456789` }),
    'events[0].release: not a release id',
  ],
  ['a bad outcome', body({ ...loadEvent, outcome: 'maybe' }), /^events\[0\]\.outcome/],
  ['a reason with "ok"', body({ ...loadEvent, reason: 'skew' }), /^events\[0\]\.reason: only/],
  [
    'an unknown reason',
    body({ ...loadEvent, outcome: 'failed', reason: 'x' }),
    /^events\[0\]\.reason/,
  ],
  ['phases not an object', body({ ...loadEvent, phases: [1] }), 'events[0].phases: not an object'],
  [
    'a negative phase',
    body({ ...loadEvent, phases: { entry: -1 } }),
    /^events\[0\]\.phases\.entry/,
  ],
  [
    'a phase too long',
    body({ ...loadEvent, phases: { init: 600_001 } }),
    /^events\[0\]\.phases\.init/,
  ],
  ['a phase as text', body({ ...loadEvent, phases: { init: '5' } }), /^events\[0\]\.phases\.init/],
  ['fractional retries', body({ ...loadEvent, retries: 1.5 }), /^events\[0\]\.retries/],
  ['too many retries', body({ ...loadEvent, retries: 21 }), /^events\[0\]\.retries/],
  ['negative retries', body({ ...loadEvent, retries: -1 }), /^events\[0\]\.retries/],
  [
    'an error of another kind',
    body({ type: 'error', remote: 'shell', release: 'default', kind: 'warning' }),
    /^events\[0\]\.kind/,
  ],
  [
    'an overlong message',
    body({
      type: 'error',
      remote: 'shell',
      release: 'default',
      kind: 'error',
      message: 'x'.repeat(301),
    }),
    /^events\[0\]\.message/,
  ],
  [
    'a message not text',
    body({ type: 'error', remote: 'shell', release: 'default', kind: 'error', message: 5 }),
    /^events\[0\]\.message/,
  ],
  ['an unknown vital', body({ type: 'vital', name: 'FID', value: 1 }), /^events\[0\]\.name/],
  ['an LCP too long', body({ type: 'vital', name: 'LCP', value: 600_001 }), /^events\[0\]\.value/],
  ['a CLS too large', body({ type: 'vital', name: 'CLS', value: 101 }), /^events\[0\]\.value/],
  [
    'a vital not finite',
    body({ type: 'vital', name: 'INP', value: Infinity }),
    /^events\[0\]\.value/,
  ],
  ['a vital NaN', body({ type: 'vital', name: 'INP', value: NaN }), /^events\[0\]\.value/],
  [
    'a vital of an unknown remote',
    body({ type: 'vital', name: 'INP', value: 5, remote: 'mf_x' }),
    'events[0].remote: unknown remote',
  ],
])('refuses %s', (_what, value, reason) => {
  if (typeof reason === 'string') expect(reasonOf(value)).toBe(reason);
  else expect(reasonOf(value)).toMatch(reason);
});

it.each([
  ['the longest visit', { ...body(loadEvent), visit: 'a'.repeat(40) }],
  ['50 events', body(...Array.from({ length: 50 }, () => loadEvent))],
  [
    'a message of 300',
    body({
      type: 'error',
      remote: 'mf_game',
      release: RELEASE,
      kind: 'error',
      message: 'x'.repeat(300),
    }),
  ],
  ['a prerelease id', body({ ...loadEvent, release: '2.0.0-beta.2-fedcba9876' })],
  ['20 retries', body({ ...loadEvent, retries: 20 })],
  ['a CLS of 100', body({ type: 'vital', name: 'CLS', value: 100 })],
])('takes %s', (_what, value) => {
  expect(reasonOf(value)).toBe('ok');
});
