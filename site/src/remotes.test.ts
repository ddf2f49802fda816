import fs from 'node:fs';
import path from 'node:path';
import { remotesFor, sanitizeOverride } from './remotes';
import { loadSiteSettings } from './site-settings';
import { tempDir } from './testing/temp-dir';

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

  it('serves a release from the remote’s own server for one casino only, re-read when the file changes', () => {
    const dir = tempDir();
    const file = path.join(dir, 'remotes.override.json');
    const settings = loadSiteSettings({ PARLOR_REMOTES_FILE: file });
    fs.writeFileSync(file, JSON.stringify({ classic: { mf_lobby: '0.1.0-0123456789' } }));
    expect(remotesFor(settings, 'classic', 'classic.localhost').mf_lobby).toBe(
      'http://classic.localhost:8081/releases/0.1.0-0123456789/remoteEntry.js',
    );
    expect(remotesFor(settings, 'fusion', 'localhost').mf_lobby).toBe(
      'http://localhost:8081/remoteEntry.js',
    );
    fs.writeFileSync(file, '{}');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(remotesFor(settings, 'classic', 'classic.localhost').mf_lobby).toBe(
      'http://classic.localhost:8081/remoteEntry.js',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
