import { drainTelemetry, type TelemetryRecord } from '@parlor/shared/host';
import { createTelemetryPlugin, listenForErrors } from './telemetry-plugin';

type Hook = (args: Record<string, unknown>) => unknown;
type Hooks = Record<
  | 'loadEntry'
  | 'afterLoadEntry'
  | 'beforeInitRemote'
  | 'afterInitRemote'
  | 'afterGetExpose'
  | 'beforeExecuteFactory'
  | 'afterExecuteFactory',
  Hook
>;

const remoteInfo = { name: 'mf_lobby', entry: 'http://x:8081/remoteEntry.js' };
const factory = { id: 'mf_lobby/HomePage', expose: './HomePage', moduleInfo: remoteInfo };
let records: TelemetryRecord[] = [];
let clock = 0;

function plugin(): Hooks {
  return createTelemetryPlugin(() => clock) as unknown as Hooks;
}

beforeEach(() => {
  records = [];
  clock = 0;
  drainTelemetry((record) => records.push(record));
});

it('notes how long each phase of a remote’s load took, and only a load’s own (not a cached one)', () => {
  const hooks = plugin();
  hooks.loadEntry({ remoteInfo });
  clock = 120;
  hooks.afterLoadEntry({ remoteInfo });
  hooks.afterLoadEntry({ remoteInfo, cached: true });
  hooks.beforeInitRemote({ remoteInfo });
  clock = 150;
  hooks.afterInitRemote({ remoteInfo });
  hooks.afterInitRemote({ remoteInfo, cached: true });
  hooks.afterGetExpose(factory);
  hooks.beforeExecuteFactory(factory);
  clock = 190.5;
  hooks.afterExecuteFactory(factory);
  expect(records).toEqual([
    { t: 'phase', remote: 'mf_lobby', phase: 'entry', ms: 120 },
    { t: 'phase', remote: 'mf_lobby', phase: 'init', ms: 30 },
    { t: 'phase', remote: 'mf_lobby', phase: 'factory', ms: 40.5 },
  ]);
});

it('notes why a load failed: an entry that did not come is unavailable, code that threw an error', () => {
  const hooks = plugin();
  hooks.loadEntry({ remoteInfo });
  hooks.afterLoadEntry({ remoteInfo, error: new Error('404') });
  hooks.beforeInitRemote({ remoteInfo });
  hooks.afterInitRemote({ remoteInfo, error: new Error('init threw') });
  hooks.afterGetExpose({ ...factory, error: new Error('no such expose') });
  hooks.beforeExecuteFactory(factory);
  hooks.afterExecuteFactory({ ...factory, error: new Error('factory threw') });
  expect(records).toEqual([
    { t: 'fail', remote: 'mf_lobby', reason: 'unavailable' },
    { t: 'fail', remote: 'mf_lobby', reason: 'error' },
    { t: 'fail', remote: 'mf_lobby', reason: 'error' },
    { t: 'fail', remote: 'mf_lobby', reason: 'error' },
  ]);
});

it('watches without changing the load: every hook returns nothing', () => {
  const hooks = plugin();
  const watchers = Object.values(hooks).filter((hook) => typeof hook === 'function');
  expect(watchers).toHaveLength(7);
  for (const hook of watchers) expect(hook({ ...factory, remoteInfo })).toBeUndefined();
});

it('notes the page’s errors and unhandled rejections with where they came from', () => {
  const target = new EventTarget();
  listenForErrors(target as unknown as Window);
  const thrown = new Error('x is undefined');
  thrown.stack = 'TypeError: x is undefined\n    at f (http://x:8081/123.js:1:2)';
  target.dispatchEvent(
    new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined', error: thrown }),
  );
  target.dispatchEvent(
    new ErrorEvent('error', { message: 'Script error.', filename: 'http://x:8081/1.js' }),
  );
  target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: thrown }));
  target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
  expect(records).toEqual([
    {
      t: 'error',
      kind: 'error',
      message: 'Uncaught TypeError: x is undefined',
      source: thrown.stack,
    },
    { t: 'error', kind: 'error', message: 'Script error.', source: 'http://x:8081/1.js' },
    { t: 'error', kind: 'rejection', message: 'x is undefined', source: thrown.stack },
    { t: 'error', kind: 'rejection', message: 'nope', source: '' },
  ]);
});
