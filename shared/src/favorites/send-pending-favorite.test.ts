import 'fake-indexeddb/auto';
import { makeConfig, makeGame, makePlayer, installFakeApi } from '../test-utils/fixtures';
import { parlorBus } from '../bus/parlor-events';
import { refillCatalogue } from '../db/catalogue-db';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { sessionStore } from '../stores/session-store';
import { sendPendingFavorite } from './send-pending-favorite';

const setFavorite = jest.fn();

beforeAll(async () => {
  await refillCatalogue({
    games: [makeGame({ shortname: 'other', provider: 'nova' })],
    providers: [],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 0,
  });
});

beforeEach(() => {
  setFavorite.mockReset().mockResolvedValue({ success: true });
  installFakeApi({ setFavorite });
  sessionStore.getState().setConfig(makeConfig());
  sessionStore.getState().setPlayer(makePlayer({ favorites: [] }));
});

const pend = (value: unknown) =>
  localStorage.setItem(STORAGE_KEYS.pendingFavorite, JSON.stringify(value));

it('sends the wanted favorite once, then forgets it', async () => {
  pend({ shortname: 'other', provider: 'nova' });
  const notified = jest.fn();
  const off = parlorBus.on('notify', notified);
  await sendPendingFavorite();
  await sendPendingFavorite();
  off();
  expect(setFavorite).toHaveBeenCalledTimes(1);
  expect(setFavorite).toHaveBeenCalledWith({ action: 'add', game: 'other', provider: 'nova' });
  expect(notified).toHaveBeenCalledWith({ kind: 'favorite_add', gameslug: 'other' });
  expect(sessionStore.getState().favorites).toEqual([{ shortname: 'other', provider: 'nova' }]);
  expect(localStorage.getItem(STORAGE_KEYS.pendingFavorite)).toBeNull();
});

it('finds the provider in the catalogue when the link named none', async () => {
  pend({ shortname: 'other', provider: '' });
  await sendPendingFavorite();
  expect(setFavorite).toHaveBeenCalledWith({ action: 'add', game: 'other', provider: 'nova' });
});

it('waits for a player: a guest keeps the wanted favorite', async () => {
  sessionStore.getState().setPlayer(null);
  pend({ shortname: 'other', provider: 'nova' });
  await sendPendingFavorite();
  expect(setFavorite).not.toHaveBeenCalled();
  expect(localStorage.getItem(STORAGE_KEYS.pendingFavorite)).not.toBeNull();
});

it('leaves the favorites alone when the server says no', async () => {
  setFavorite.mockResolvedValue({ success: false });
  pend({ shortname: 'other', provider: 'nova' });
  await sendPendingFavorite();
  expect(sessionStore.getState().favorites).toEqual([]);
});
