import { act, render, screen } from '@testing-library/react';
import { installFakeApi, makePlayer } from '../test-utils/fixtures';
import { sessionStore } from '../stores/session-store';
import {
  callPrefetched,
  clearPrefetchedCalls,
  peekPrefetchedCall,
  prefetchCall,
  prefetchKey,
  PREFETCH_TTL_MS,
  usePrefetchedAnswer,
  whenPrefetched,
} from './prefetched-calls';

/** Lets the answers that have arrived be seen (a few turns of the microtask queue). */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

const tournaments = { active_tournaments: [], upcoming_tournaments: [], finished_tournaments: [] };

beforeEach(() => {
  clearPrefetchedCalls();
  act(() => sessionStore.getState().setPlayer(null));
});

afterEach(() => jest.useRealTimers());

describe('prefetchKey', () => {
  it('is the same for fields the client does not send and fields left out, in any order', () => {
    expect(prefetchKey('getTournaments', { lang: 'en', home: false })).toBe(
      prefetchKey('getTournaments', { lang: 'en' }),
    );
    expect(
      prefetchKey('getPromos', { target: 'ucc_promotions', lang: 'de', regularOnly: false }),
    ).toBe(prefetchKey('getPromos', { lang: 'de', target: 'ucc_promotions' }));
    expect(prefetchKey('gameLauncher', { game: 'reels', realmoney: true, provider: '' })).toBe(
      'gameLauncher?game=reels&realmoney=true',
    );
  });
  it('tells other requests apart', () => {
    const keys = [
      prefetchKey('getTournaments', { lang: 'en' }),
      prefetchKey('getTournaments', { lang: 'de' }),
      prefetchKey('getTournaments', { lang: 'en', home: true }),
      prefetchKey('getPromos', { lang: 'en', target: 'ucc_promotions' }),
      prefetchKey('getPromos', { lang: 'en', target: 'ucc_promotions', regularOnly: true }),
      prefetchKey('gameLauncher', { game: 'reels', realmoney: true }),
      prefetchKey('gameLauncher', { game: 'reels', realmoney: false }),
      prefetchKey('gameLauncher', { game: 'reels', realmoney: true, provider: 'acme' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

it('a page takes the answer asked for ahead once; the next asks afresh', async () => {
  const getTournaments = jest.fn().mockResolvedValue(tournaments);
  installFakeApi({ getTournaments });
  prefetchCall('getTournaments', { lang: 'en' });
  prefetchCall('getTournaments', { lang: 'en', home: false });
  expect(getTournaments).toHaveBeenCalledTimes(1);
  await expect(callPrefetched('getTournaments', { lang: 'en', home: false })).resolves.toBe(
    tournaments,
  );
  expect(getTournaments).toHaveBeenCalledTimes(1);
  await callPrefetched('getTournaments', { lang: 'en' });
  expect(getTournaments).toHaveBeenCalledTimes(2);
});

it('shares a request still on its way', async () => {
  let answer: (value: unknown) => void = () => {};
  const gameLauncher = jest.fn(() => new Promise((resolve) => (answer = resolve)));
  installFakeApi({ gameLauncher });
  prefetchCall('gameLauncher', { game: 'reels', realmoney: true });
  expect(peekPrefetchedCall('gameLauncher', { game: 'reels', realmoney: true })).toBeUndefined();
  const launch = callPrefetched('gameLauncher', { game: 'reels', realmoney: true });
  answer({ success: true, games: [] });
  await expect(launch).resolves.toEqual({ success: true, games: [] });
  expect(gameLauncher).toHaveBeenCalledTimes(1);
});

it('an answer asked for ahead expires', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const getPromos = jest.fn().mockResolvedValue({ custom_promos: [], regular_promos: [] });
  installFakeApi({ getPromos });
  prefetchCall('getPromos', { lang: 'en', target: 'ucc_promotions' });
  await settle();
  expect(peekPrefetchedCall('getPromos', { lang: 'en', target: 'ucc_promotions' })).toBeDefined();
  jest.setSystemTime(1_000_000 + PREFETCH_TTL_MS);
  expect(peekPrefetchedCall('getPromos', { lang: 'en', target: 'ucc_promotions' })).toBeUndefined();
  await callPrefetched('getPromos', { lang: 'en', target: 'ucc_promotions' });
  expect(getPromos).toHaveBeenCalledTimes(2);
});

it('is forgotten at a login and a logout', async () => {
  const getTournaments = jest.fn().mockResolvedValue(tournaments);
  installFakeApi({ getTournaments });
  prefetchCall('getTournaments', { lang: 'en' });
  act(() => sessionStore.getState().setPlayer(makePlayer()));
  await callPrefetched('getTournaments', { lang: 'en' });
  expect(getTournaments).toHaveBeenCalledTimes(2);

  prefetchCall('getTournaments', { lang: 'en' });
  act(() => sessionStore.getState().setPlayer(null));
  await callPrefetched('getTournaments', { lang: 'en' });
  expect(getTournaments).toHaveBeenCalledTimes(4);
});

it('keeps no failure, and never throws', async () => {
  const getPromos = jest
    .fn()
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValue({ custom_promos: [], regular_promos: [] });
  installFakeApi({ getPromos });
  prefetchCall('getPromos', { lang: 'en', target: 'ucc_promotions' });
  await settle();
  await expect(
    callPrefetched('getPromos', { lang: 'en', target: 'ucc_promotions' }),
  ).resolves.toEqual({ custom_promos: [], regular_promos: [] });
  const throwing = jest.fn(() => {
    throw new Error('not booted');
  });
  installFakeApi({ getPromos: throwing });
  expect(() => prefetchCall('getPromos', { lang: 'fr', target: 'ucc_promotions' })).not.toThrow();
});

function Shown({ lang }: { lang: 'en' | 'de' }) {
  const answer = usePrefetchedAnswer('getTournaments', { lang });
  return <p>{answer ? 'primed' : 'none'}</p>;
}

it('gives a page the arrived answer for its first render, and keeps it while the page takes it', async () => {
  installFakeApi({ getTournaments: jest.fn().mockResolvedValue(tournaments) });
  prefetchCall('getTournaments', { lang: 'en' });
  await settle();
  const view = render(<Shown lang="en" />);
  expect(screen.getByText('primed')).toBeInTheDocument();
  await callPrefetched('getTournaments', { lang: 'en' });
  view.rerender(<Shown lang="en" />);
  expect(screen.getByText('primed')).toBeInTheDocument();
  view.rerender(<Shown lang="de" />);
  expect(screen.getByText('none')).toBeInTheDocument();
});

describe('whenPrefetched', () => {
  it('settles once the answers asked for ahead have arrived, failed or not, and at once without any', async () => {
    let resolve: (value: unknown) => void = () => {};
    installFakeApi({
      getTournaments: jest.fn(() => new Promise((done) => (resolve = done))),
      getPromos: jest.fn().mockRejectedValue(new Error('down')),
    });
    let settled = false;
    void whenPrefetched('getTournaments').then(() => (settled = true));
    await settle();
    expect(settled).toBe(true);

    settled = false;
    prefetchCall('getTournaments', { lang: 'en' });
    void whenPrefetched('getTournaments').then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    resolve(tournaments);
    await settle();
    expect(settled).toBe(true);
    // the answer stays for the page
    expect(peekPrefetchedCall('getTournaments', { lang: 'en' })).toEqual(tournaments);

    prefetchCall('getPromos', { lang: 'en', target: 'ucc_promotions' });
    await expect(whenPrefetched('getPromos')).resolves.toBeUndefined();
  });
});
