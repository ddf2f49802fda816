import { sessionStore } from '@parlor/shared';
import { recordTelemetry } from '@parlor/shared/runtime-plugin';
import { installFakeApi, makeConfig, setParlorRuntime } from '@parlor/shared/testing';
import { startTelemetry } from './start-telemetry';

const RELEASE = '1.4.0-4f2a9c81d3';
const remotes = { mf_lobby: `http://localhost:8081/releases/${RELEASE}/remoteEntry.js` };

function boot(telemetry?: { sample: number }) {
  const api = installFakeApi();
  setParlorRuntime({
    boot: { controller_path: '/api/controller', passphrase: 'p', remotes, telemetry },
    api,
  });
  sessionStore.getState().setConfig(makeConfig({ base_location: '/casino/' }));
}

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** What the page noted before the reporter loaded: a remote's load and an error in it. */
function notePageStart() {
  recordTelemetry({ t: 'phase', remote: 'mf_lobby', phase: 'entry', ms: 84.2 });
  recordTelemetry({ t: 'load', remote: 'mf_lobby', ok: true, retries: 0 });
  recordTelemetry({
    t: 'error',
    kind: 'error',
    message: 'Cannot read properties of undefined',
    source: `TypeError\n    at x (http://localhost:8081/releases/${RELEASE}/412.js:1:9)`,
  });
}

const sendBeacon = jest.fn((_url: string, _body: Blob) => true);

function withBeacon(beacon: unknown) {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
}

beforeEach(() => {
  // each test is a new page: nothing noted yet, no reporter taking the notes
  delete (globalThis as { __parlorTelemetry?: unknown }).__parlorTelemetry;
  sendBeacon.mockClear();
  withBeacon(sendBeacon);
});

// The sampled visit comes last: the reporters of earlier tests still listen to the page's events.
it('sends nothing at all for a visit not sampled, and forgets what the page noted', () => {
  boot({ sample: 0 });
  notePageStart();
  startTelemetry();
  notePageStart();
  dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).not.toHaveBeenCalled();
});

it('sends nothing at all to a site that takes no telemetry (its boot info says nothing of it)', () => {
  boot();
  notePageStart();
  startTelemetry();
  dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).not.toHaveBeenCalled();
});

it('sends nothing at all where the browser has no sendBeacon', () => {
  withBeacon(undefined);
  boot({ sample: 1 });
  notePageStart();
  expect(() => startTelemetry()).not.toThrow();
  dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).not.toHaveBeenCalled();
});

it('sends what the page noted since it started when the page is hidden, as the contract says', async () => {
  boot({ sample: 1 });
  notePageStart();
  startTelemetry();
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [url, blob] = sendBeacon.mock.calls[0] ?? [];
  expect(url).toBe('/casino/api/telemetry');
  expect(blob?.type).toBe('text/plain;charset=utf-8');
  expect(JSON.parse(await textOf(blob as Blob))).toEqual({
    v: 1,
    visit: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    events: [
      { type: 'load', remote: 'shell', release: 'default', outcome: 'ok' },
      {
        type: 'load',
        remote: 'mf_lobby',
        release: RELEASE,
        outcome: 'ok',
        retries: 0,
        phases: { entry: 84 },
      },
      {
        type: 'error',
        remote: 'mf_lobby',
        release: RELEASE,
        kind: 'error',
        message: 'Cannot read properties of undefined',
      },
    ],
  });
});
