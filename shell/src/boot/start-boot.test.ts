import { sessionStore } from '@parlor/shared';
import { bootRuntime, prepareMoneyFormat } from '@parlor/shared/host';
import { makeConfig } from '@parlor/shared/testing';
import { restartBoot, startBoot } from './start-boot';
import { warmFirstScreen } from '../routes/warm-first-screen';

jest.mock('@parlor/shared/host', () => ({
  ...jest.requireActual('@parlor/shared/host'),
  bootRuntime: jest.fn(),
  prepareMoneyFormat: jest.fn(),
}));
jest.mock('../routes/warm-first-screen', () => ({ warmFirstScreen: jest.fn() }));

const boot = jest.mocked(bootRuntime);
const warm = jest.mocked(warmFirstScreen);
const prepareMoney = jest.mocked(prepareMoneyFormat);

beforeEach(() => {
  boot.mockReset();
  warm.mockReset();
  prepareMoney.mockReset();
  sessionStore.getState().setConfig(makeConfig());
});

it('boots once for the entry and the root, and starts the first screen module with it', async () => {
  boot.mockResolvedValue(undefined);
  const early = startBoot();
  const fromRoot = startBoot();
  expect(fromRoot).toBe(early);
  await expect(fromRoot).resolves.toBeUndefined();
  expect(boot).toHaveBeenCalledTimes(1);
  expect(warm).toHaveBeenCalledTimes(1);
  expect(warm).toHaveBeenCalledWith(location.pathname, '/');
});

it('boots again after a failure only when asked to (Retry)', async () => {
  boot.mockRejectedValueOnce(new Error('controller down')).mockResolvedValue(undefined);
  const failed = restartBoot();
  await expect(failed).rejects.toThrow('controller down');
  // the root's first call while the failed boot is the current one gets that failure
  expect(startBoot()).toBe(failed);
  await expect(restartBoot()).resolves.toBeUndefined();
  expect(boot).toHaveBeenCalledTimes(2);
});

it("sets up the casino's money format with the boot, before the first screen needs it", async () => {
  // the earlier boots' own tasks first
  await new Promise((resolve) => setTimeout(resolve, 0));
  prepareMoney.mockClear();
  sessionStore.getState().setConfig(makeConfig({ currency: 'EUR' }));
  boot.mockResolvedValue(undefined);
  await restartBoot();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(prepareMoney).toHaveBeenCalledTimes(1);
  expect(prepareMoney.mock.calls[0]![0]).toBe('EUR');
});
