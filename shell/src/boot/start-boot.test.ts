import { sessionStore } from '@parlor/shared';
import { bootRuntime, prepareMoneyFormat } from '@parlor/shared/host';
import { makeConfig } from '@parlor/shared/testing';
import { isBooted, restartBoot, startBoot, whenFirstScreenReady } from './start-boot';
import { warmFirstScreen, warmFirstScreenData } from '../routes/warm-first-screen';

jest.mock('@parlor/shared/host', () => ({
  ...jest.requireActual('@parlor/shared/host'),
  bootRuntime: jest.fn(),
  prepareMoneyFormat: jest.fn(),
}));
jest.mock('../routes/warm-first-screen', () => ({
  warmFirstScreen: jest.fn(),
  warmFirstScreenData: jest.fn(),
}));

const boot = jest.mocked(bootRuntime);
const warm = jest.mocked(warmFirstScreen);
const warmData = jest.mocked(warmFirstScreenData);
const prepareMoney = jest.mocked(prepareMoneyFormat);

beforeEach(() => {
  boot.mockReset();
  warm.mockReset();
  warm.mockResolvedValue(undefined);
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

it("asks for the page's first answers once boot is done (it says who the visitor is), not before", async () => {
  let finish = () => {};
  boot.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  warmData.mockClear();
  const booting = restartBoot();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(warmData).not.toHaveBeenCalled();
  finish();
  await booting;
  expect(warmData).toHaveBeenCalledTimes(1);
  expect(warmData).toHaveBeenCalledWith(location.pathname, '/');
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

it('says when the page’s first screen can be shown whole: boot done, its module’s data loaded', async () => {
  let primed = () => {};
  const prime = jest.fn(() => new Promise<void>((resolve) => (primed = resolve)));
  warm.mockResolvedValue(prime);
  let booted = () => {};
  boot.mockReturnValue(new Promise<void>((resolve) => (booted = resolve)));
  void restartBoot();
  let ready = false;
  void whenFirstScreenReady().then(() => (ready = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(isBooted()).toBe(false);
  // the module's data is loaded once boot is done (the catalogue is in then), not before
  expect(prime).not.toHaveBeenCalled();
  booted();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(isBooted()).toBe(true);
  expect(prime).toHaveBeenCalledTimes(1);
  expect(ready).toBe(false);
  primed();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ready).toBe(true);
});

it('lets the page show whatever the module did when its data or the boot failed', async () => {
  warm.mockResolvedValue(() => Promise.reject(new Error('no data')));
  boot.mockResolvedValue(undefined);
  void restartBoot();
  await expect(whenFirstScreenReady()).resolves.toBeUndefined();
  boot.mockRejectedValue(new Error('controller down'));
  restartBoot().catch(() => undefined);
  await expect(whenFirstScreenReady()).resolves.toBeUndefined();
  expect(isBooted()).toBe(false);
});
