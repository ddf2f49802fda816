import { sessionStore } from '@parlor/shared';
import { bootRuntime, prepareMoneyFormat } from '@parlor/shared/host';
import { makeConfig } from '@parlor/shared/testing';
import { isBooted, restartBoot, startBoot } from './start-boot';
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

it('loads what the page’s module first reads once boot is done (the catalogue is in then), not before', async () => {
  const prime = jest.fn(() => Promise.resolve());
  warm.mockResolvedValue(prime);
  let booted = () => {};
  boot.mockReturnValue(new Promise<void>((resolve) => (booted = resolve)));
  void restartBoot();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(isBooted()).toBe(false);
  expect(prime).not.toHaveBeenCalled();
  booted();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(isBooted()).toBe(true);
  expect(prime).toHaveBeenCalledTimes(1);
});

it('says when a boot has succeeded, the first or one after Retry, and never fails', async () => {
  await jest.isolateModulesAsync(async () => {
    const host = await import('@parlor/shared/host');
    jest
      .mocked(host.bootRuntime)
      .mockRejectedValueOnce(new Error('controller down'))
      .mockResolvedValue(undefined);
    (await import('@parlor/shared')).sessionStore.getState().setConfig(makeConfig());
    const fresh = await import('./start-boot');
    let booted = false;
    void fresh.whenBooted().then(() => (booted = true));
    await fresh.startBoot().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(booted).toBe(false);
    await fresh.restartBoot();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(booted).toBe(true);
  });
});

it('applies the language the server rendered the page in first, the stored one after the first screen', async () => {
  await jest.isolateModulesAsync(async () => {
    document.body.innerHTML = `<script type="application/json" id="parlor-boot">${JSON.stringify({
      boot: { controller_path: '/api/controller', passphrase: 'p', remotes: {} },
      config: makeConfig(),
      render: { now: 1, seed: 2, lang: 'de', theme: 'light', answers: {}, modules: [] },
    })}</script>`;
    localStorage.setItem('parlor:language', 'fr');
    const host = await import('@parlor/shared/host');
    jest.mocked(host.bootRuntime).mockResolvedValue(undefined);
    (await import('@parlor/shared')).sessionStore.getState().setConfig(makeConfig());
    const fresh = await import('./start-boot');
    await fresh.startBoot();
    await fresh.whenLanguageApplied();
    // the page is hydrated in German, as the server rendered it; French comes after its first screen
    expect(host.uiStore.getState().language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    localStorage.clear();
    document.body.innerHTML = '';
  });
});
