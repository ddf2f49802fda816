import { remotesFor, sanitizeOverride } from './remotes';
import { loadSiteSettings } from './site-settings';

describe('remotes manifest', () => {
  it('keeps URLs and release names, drops anything else', () => {
    expect(
      sanitizeOverride({
        classic: {
          mf_lobby: '0.1.0-0123456789',
          mf_game: 'https://cdn.example/game/remoteEntry.js',
          mf_bad: 'javascript:alert(1)',
          mf_path: '../../etc',
        },
      }),
    ).toEqual({
      classic: {
        mf_lobby: 'release:0.1.0-0123456789',
        mf_game: 'https://cdn.example/game/remoteEntry.js',
      },
    });
  });

  it('serves a release from the remote’s own server for one casino only, following the manifest', () => {
    let manifest: Record<string, Record<string, string>> = {
      classic: { mf_lobby: '0.1.0-0123456789' },
    };
    const settings = { ...loadSiteSettings({}), manifest: () => manifest };
    expect(remotesFor(settings, 'classic', 'classic.localhost').mf_lobby).toBe(
      'http://classic.localhost:8081/releases/0.1.0-0123456789/remoteEntry.js',
    );
    expect(remotesFor(settings, 'fusion', 'localhost').mf_lobby).toBe(
      'http://localhost:8081/remoteEntry.js',
    );
    manifest = {};
    expect(remotesFor(settings, 'classic', 'classic.localhost').mf_lobby).toBe(
      'http://classic.localhost:8081/remoteEntry.js',
    );
  });

  it('names every remote on the page’s own origin when an edge serves them (PARLOR_REMOTES_PATH)', () => {
    const settings = {
      ...loadSiteSettings({ PARLOR_REMOTES_PATH: 'remotes/' }),
      manifest: () => ({ fusion: { mf_lobby: '0.1.0-0123456789' } }),
    };
    const remotes = remotesFor(settings, 'fusion', 'localhost', 'https', {}, 'localhost:8443');
    expect(remotes.mf_lobby).toBe(
      'https://localhost:8443/remotes/mf-lobby/releases/0.1.0-0123456789/remoteEntry.js',
    );
    expect(remotes.mf_game).toBe('https://localhost:8443/remotes/mf-game/remoteEntry.js');
  });
});
