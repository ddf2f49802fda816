import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { drainTelemetry, type TelemetryRecord } from '../runtime/telemetry-queue';
import {
  fetchRemoteCode,
  loadRemoteComponent,
  registerParlorRemotes,
  RETRY_AFTER_MS,
} from './remote-registry';
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

it('fetches a module’s code without running it, and never asks a remote it should not', async () => {
  const factory = jest.fn(() => ({ default: Page }));
  mockedLoad.mockResolvedValueOnce(factory);
  await expect(fetchRemoteCode('mf_lobby', './HomePage')).resolves.toBe(true);
  expect(mockedLoad).toHaveBeenCalledWith('mf_lobby/HomePage', {
    loadFactory: false,
    from: 'runtime',
  });
  // the module's code is in, not run: that is its outlet's (or a link's intent) to do
  expect(factory).not.toHaveBeenCalled();
  // a failed load, or the runtime plugins' "unavailable" module, is a fetch that did not happen
  mockedLoad.mockRejectedValueOnce(new Error('down'));
  await expect(fetchRemoteCode('mf_lobby', './GamesListPage')).resolves.toBe(false);
  mockedLoad.mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: true });
  await expect(fetchRemoteCode('mf_lobby', './GamesListPage')).resolves.toBe(false);
  // a remote this casino does not have, or one whose load just failed, is not asked
  mockedLoad.mockClear();
  await expect(fetchRemoteCode('mf_other', './Page')).resolves.toBe(false);
  mockedLoad.mockResolvedValueOnce(null);
  await expect(loadRemoteComponent('mf_lobby', './HomePage')).rejects.toThrow('unavailable');
  await expect(fetchRemoteCode('mf_lobby', './HomePage')).resolves.toBe(false);
  expect(mockedLoad).toHaveBeenCalledTimes(1);
});
