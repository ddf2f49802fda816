import { checkBootInfo, readTelemetrySettings } from './boot-info-check';

describe('checkBootInfo', () => {
  it('accepts a path and a passphrase, with or without remotes', () => {
    expect(checkBootInfo({ controller_path: '/api/controller', passphrase: 'p' })).toBeNull();
    expect(
      checkBootInfo({ controller_path: '/c', passphrase: 'p', remotes: { mf_lobby: 'x' } }),
    ).toBeNull();
  });

  it('names what is missing', () => {
    expect(checkBootInfo(null)).toBe('controller_path is not a string');
    expect(checkBootInfo({ controller_path: '/c' })).toBe('passphrase is not a string');
    expect(checkBootInfo({ controller_path: '/c', passphrase: 'p', remotes: null })).toBe(
      'remotes is not an object',
    );
  });
});

describe('readTelemetrySettings', () => {
  it('keeps a sample share between 0 and 1', () => {
    expect(readTelemetrySettings({ sample: 0 })).toEqual({ sample: 0 });
    expect(readTelemetrySettings({ sample: 0.25, other: true })).toEqual({ sample: 0.25 });
    expect(readTelemetrySettings({ sample: 1 })).toEqual({ sample: 1 });
  });

  it('drops anything else, so boot goes on with the default', () => {
    for (const value of [
      undefined,
      null,
      0.5,
      {},
      { sample: '0.5' },
      { sample: -0.1 },
      { sample: 2 },
    ]) {
      expect(readTelemetrySettings(value)).toBeUndefined();
    }
    expect(readTelemetrySettings({ sample: Number.NaN })).toBeUndefined();
  });
});
