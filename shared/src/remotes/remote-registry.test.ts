import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { drainTelemetry, type TelemetryRecord } from '../runtime/telemetry-queue';
import { loadRemoteComponent, registerParlorRemotes, RETRY_AFTER_MS } from './remote-registry';
import { REMOTE_UNAVAILABLE } from './unavailable-marker';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = loadRemote as jest.Mock;

const Page = () => null;
let records: TelemetryRecord[] = [];

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerParlorRemotes({ mf_lobby: 'http://localhost:8081/remoteEntry.js' });
  records = [];
  drainTelemetry((record) => records.push(record));
});

afterEach(() => jest.restoreAllMocks());

it('notes each load’s outcome for telemetry, with the fresh registrations it took', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  mockedLoad.mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: true });
  await expect(loadRemoteComponent('mf_lobby', './HomePage')).rejects.toThrow('unavailable');
  // within the backoff: no new attempt, nothing to note
  await expect(loadRemoteComponent('mf_lobby', './HomePage')).rejects.toThrow('unavailable');
  mockedLoad.mockRejectedValueOnce(new Error('down'));
  await expect(loadRemoteComponent('mf_lobby', './HomePage', { retry: true })).rejects.toThrow();
  now.mockReturnValue(1_000_000 + RETRY_AFTER_MS + 1);
  mockedLoad.mockResolvedValueOnce({ default: Page });
  await expect(loadRemoteComponent('mf_lobby', './HomePage')).resolves.toBe(Page);
  expect(records).toEqual([
    { t: 'load', remote: 'mf_lobby', ok: false, retries: 0 },
    { t: 'load', remote: 'mf_lobby', ok: false, retries: 1 },
    { t: 'load', remote: 'mf_lobby', ok: true, retries: 2 },
  ]);
});

it('says a module that is no component is the remote’s error, and notes nothing for a remote it lacks', async () => {
  mockedLoad.mockResolvedValueOnce({ default: 'not a component' });
  await expect(loadRemoteComponent('mf_lobby', './HomePage')).rejects.toThrow();
  await expect(loadRemoteComponent('mf_game', './GamePage')).rejects.toThrow();
  expect(records).toEqual([
    { t: 'load', remote: 'mf_lobby', ok: false, retries: 0, reason: 'error' },
  ]);
  expect(registerRemotes).toHaveBeenCalled();
});
