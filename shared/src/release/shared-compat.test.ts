import {
  describeSkew,
  findSharedSkew,
  providedVersions,
  readRemoteManifest,
  requiredRangeOf,
  satisfies,
  serverContainerUrlOf,
} from './shared-compat';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['18.2.0', '>=18 <20', true],
    ['20.1.0', '>=18 <20', false],
    ['17.0.0', '^16.0.0 || ^17.0.0', true],
    ['1.4.2', '1.x', true],
    ['2.0.0', '1.x', false],
    ['5.0.0', '*', true],
    ['not-a-version', '^1.0.0', false],
  ])('%s in %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('findSharedSkew', () => {
  const shell = { react: '19.3.1', '@parlor/shared': '0.1.0' };

  it('accepts a remote built against the same or an older compatible version', () => {
    expect(
      findSharedSkew(shell, [
        { name: 'react', requiredVersion: '^19.0.0', singleton: true },
        { name: '@parlor/shared', requiredVersion: '^0.1.0', singleton: true },
        { name: 'left-pad', requiredVersion: '^9.0.0' },
      ]),
    ).toEqual([]);
  });

  it('names the package, the range asked for and the version provided', () => {
    const skew = findSharedSkew(shell, [
      { name: '@parlor/shared', requiredVersion: '^0.2.0', singleton: true },
      { name: 'react', requiredVersion: '^20.0.0', singleton: true },
    ]);
    expect(skew).toEqual([
      { name: '@parlor/shared', required: '^0.2.0', provided: '0.1.0' },
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
    ]);
    expect(describeSkew('mf_lobby', skew[1]!)).toBe(
      'mf_lobby needs react ^20.0.0 but the shell provides react 19.3.1',
    );
  });

  it('holds a build that leaves the range out to the caret range of the version it was built against', () => {
    const built = (version: string) => ({
      name: '@parlor/shared',
      version,
      requiredVersion: false as const,
      singleton: true,
    });
    expect(findSharedSkew(shell, [built('0.1.0')])).toEqual([]);
    expect(findSharedSkew({ '@parlor/shared': '0.1.4' }, [built('0.1.0')])).toEqual([]);
    expect(findSharedSkew(shell, [built('0.2.0')])).toEqual([
      { name: '@parlor/shared', required: '^0.2.0', provided: '0.1.0' },
    ]);
    // neither a range nor a version: nothing to hold it to
    expect(findSharedSkew(shell, [{ name: 'react', requiredVersion: false }])).toEqual([]);
    expect(requiredRangeOf({ name: 'react', version: 'next' })).toBeNull();
  });
});

describe('readRemoteManifest', () => {
  it('reads the exposes and the shared packages of a federation manifest', () => {
    const info = readRemoteManifest({
      name: 'mf_lobby',
      exposes: [{ name: 'HomePage', path: './HomePage' }, { name: 'FavoritesPage' }],
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
    });
    expect(info).toEqual({
      name: 'mf_lobby',
      exposes: ['./HomePage', './FavoritesPage'],
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
    });
    expect(providedVersions(info!.shared)).toEqual({ react: '19.3.1' });
  });

  it('refuses what is not a manifest', () => {
    expect(readRemoteManifest('<html>')).toBeNull();
    expect(readRemoteManifest({ name: 'x' })).toBeNull();
  });
});

describe('serverContainerUrlOf', () => {
  it('is server/server-entry.js in the folder of the release the entry is in', () => {
    expect(serverContainerUrlOf('http://localhost:8081/releases/abc/remoteEntry.js')).toBe(
      'http://localhost:8081/releases/abc/server/server-entry.js',
    );
    expect(serverContainerUrlOf('https://cdn.example/lobby/v2/mf-manifest.json')).toBe(
      'https://cdn.example/lobby/v2/server/server-entry.js',
    );
  });
});
