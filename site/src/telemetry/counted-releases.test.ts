import { loadSiteSettings } from '../site-settings';
import { casinoReleases, keepCounted } from './counted-releases';
import { beaconOf, load, OTHER_RELEASE, RELEASE, shellLoad, vital } from './telemetry-fixtures';

const CANARY = '1.6.0-fedcba9876';
const settings = {
  ...loadSiteSettings({}),
  manifest: () => ({
    fusion: {
      mf_lobby: RELEASE,
      mf_game: `https://cdn.example/releases/${OTHER_RELEASE}/remoteEntry.js`,
    },
  }),
};
const canaries = {
  fusion: {
    mf_lobby: { release: CANARY, percent: 10, startedAt: '2026-01-01T00:00:00Z', by: 'm' },
  },
};

it('counts what the casino runs and canaries, by the release its entry names, and the shell', () => {
  const counted = casinoReleases(settings, canaries, 'fusion');
  expect([...(counted.get('mf_lobby') ?? [])]).toEqual([RELEASE, CANARY]);
  expect([...(counted.get('mf_game') ?? [])]).toEqual([OTHER_RELEASE]);
  // the registry's default build, where the manifest names nothing
  expect([...(counted.get('mf_tournaments') ?? [])]).toEqual(['default']);
  expect([...(counted.get('shell') ?? [])]).toEqual(['default']);
  // another casino: only its own (the defaults), not fusion's canary
  expect([...(casinoReleases(settings, canaries, 'fun').get('mf_lobby') ?? [])]).toEqual([
    'default',
  ]);
});

it('keeps a beacon’s events of counted releases only, and says how many it left out', () => {
  const counted = casinoReleases(settings, canaries, 'fusion');
  const { beacon, unknown } = keepCounted(
    beaconOf(
      shellLoad,
      load('mf_lobby', CANARY),
      load('mf_lobby', OTHER_RELEASE),
      load('mf_lobby', 'default'),
      load('mf_promotions', '9.9.9-0123456789'),
      vital('LCP', 900),
    ),
    counted,
  );
  expect(beacon.events.map((e) => `${e.remote} ${e.release}`)).toEqual([
    'shell default',
    `mf_lobby ${CANARY}`,
    'shell default',
  ]);
  expect(unknown).toBe(3);
});
