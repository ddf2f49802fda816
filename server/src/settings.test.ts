import path from 'node:path';
import { gamesFromArgv, loadSettings, SERVER_ROOT } from './settings';

describe('settings', () => {
  it('has the documented defaults', () => {
    const s = loadSettings({});
    expect(s.dbPath).toBe(path.join(SERVER_ROOT, 'data', 'parlor.db'));
    expect(s).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      // the site's hop, on this machine
      trustedProxies: ['127.0.0.0/8', '::1'],
      assetsPort: 8086,
      passphrase: 'parlor-demo-passphrase',
      sportsbookCasinoId: 4,
      sportsbookPlayerIds: [5, 900001, 900002],
      loginRateMax: 10,
      loginRateWindowMs: 60_000,
      games: undefined,
    });
  });

  it('reads the environment and --games', () => {
    const s = loadSettings(
      {
        PARLOR_DB: '/tmp/x.db',
        PARLOR_PORT: '9000',
        PARLOR_SPORTSBOOK_CASINO_ID: '14',
        PARLOR_SPORTSBOOK_PLAYER_IDS: '7, 8,bad',
        PARLOR_PAYLOAD_PASSPHRASE: 'p',
        PARLOR_GAMES: '10000',
      },
      [],
    );
    expect(s).toMatchObject({
      dbPath: '/tmp/x.db',
      port: 9000,
      sportsbookCasinoId: 14,
      sportsbookPlayerIds: [7, 8],
      passphrase: 'p',
      games: 10000,
    });
    expect(loadSettings({ PARLOR_GAMES: '10' }, ['--games', '500']).games).toBe(500);
    expect(gamesFromArgv(['--games=42'])).toBe(42);
    expect(gamesFromArgv(['--games', 'x'])).toBeUndefined();
  });
});
