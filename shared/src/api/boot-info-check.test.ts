import { checkBootInfo } from './boot-info-check';

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
