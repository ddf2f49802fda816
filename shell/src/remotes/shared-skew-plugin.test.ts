import { manifestUrlOf } from '@parlor/shared/runtime-plugin';
import { createSharedSkewPlugin, hostVersions } from './shared-skew-plugin';

const origin = {
  options: {
    name: 'parlor_shell',
    shared: {
      react: [
        { version: '19.3.1', from: 'parlor_shell' },
        { version: '20.0.0', from: 'mf_lobby' },
      ],
      '@parlor/shared': [{ version: '0.1.0', from: 'parlor_shell' }],
    },
  },
};

function manifest(requiredShared: string) {
  return {
    name: 'mf_lobby',
    exposes: [{ name: 'HomePage', path: './HomePage' }],
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      {
        name: '@parlor/shared',
        version: '0.1.0',
        requiredVersion: requiredShared,
        singleton: true,
      },
    ],
  };
}

type Hooks = {
  registerRemote: (args: unknown) => unknown;
  afterResolve: (args: unknown) => Promise<unknown>;
  beforeInitContainer: (args: unknown) => Promise<unknown>;
};

function resolveArgs(entry: string) {
  return { id: 'mf_lobby/HomePage', remoteInfo: { name: 'mf_lobby', entry }, origin };
}

function initArgs(entry: string) {
  return { shareScope: {}, initScope: [], remoteInfo: { name: 'mf_lobby', entry }, origin };
}

describe('shared skew plugin', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorSpy.mockRestore());

  it('reads the versions the shell itself provides', () => {
    expect(hostVersions(origin)).toEqual({ react: '19.3.1', '@parlor/shared': '0.1.0' });
  });

  it('looks for the manifest beside the entry', () => {
    expect(manifestUrlOf('http://x:8081/releases/0.1.0-0123456789/remoteEntry.js')).toBe(
      'http://x:8081/releases/0.1.0-0123456789/mf-manifest.json',
    );
    expect(manifestUrlOf('http://x:8081/mf-manifest.json')).toBe('http://x:8081/mf-manifest.json');
  });

  it('lets a compatible remote through, asking for its manifest once until registered again', async () => {
    const fetchManifest = jest.fn(async () => manifest('^0.1.0'));
    const plugin = createSharedSkewPlugin(fetchManifest) as unknown as Hooks;
    const entry = 'http://x:8081/remoteEntry.js';
    const resolve = resolveArgs(entry);
    await expect(plugin.afterResolve(resolve)).resolves.toBe(resolve);
    await expect(plugin.afterResolve(resolve)).resolves.toBe(resolve);
    const init = initArgs(entry);
    await expect(plugin.beforeInitContainer(init)).resolves.toBe(init);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    plugin.registerRemote({ remote: { name: 'mf_lobby', entry }, origin });
    await plugin.beforeInitContainer(init);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('refuses a remote that needs a newer shared singleton, naming both versions', async () => {
    const plugin = createSharedSkewPlugin(async () => manifest('^0.2.0')) as unknown as Hooks;
    await plugin.afterResolve(resolveArgs('http://x:8081/remoteEntry.js'));
    await expect(
      plugin.beforeInitContainer(initArgs('http://x:8081/remoteEntry.js')),
    ).rejects.toThrow(
      'mf_lobby needs @parlor/shared ^0.2.0 but the shell provides @parlor/shared 0.1.0',
    );
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('^0.2.0'));
  });

  it('does not block a remote whose manifest cannot be read', async () => {
    const plugin = createSharedSkewPlugin(async () => {
      throw new Error('offline');
    }) as unknown as Hooks;
    const args = initArgs('http://x:8081/remoteEntry.js');
    await expect(plugin.beforeInitContainer(args)).resolves.toBe(args);
  });
});
