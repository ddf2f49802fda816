import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { parlorBus, sessionStore } from '@parlor/shared';
import { installFakeApi, makeConfig, makeGame, makePlayer } from '@parlor/shared/testing';
import { installIntersectionObserver, renderAt, setUpLobby } from '../../test/lobby-test-utils';
import { FavoritesPage } from './favorites-page';

installIntersectionObserver();
const games = [
  makeGame({ id: 1, shortname: 'old', display_name: 'Old One', release_date: '2019-01-01' }),
  makeGame({ id: 2, shortname: 'new', display_name: 'New One', release_date: '2024-01-01' }),
  makeGame({ id: 3, shortname: 'other', display_name: 'Other', release_date: '2025-01-01' }),
];

beforeAll(() => setUpLobby(games));
beforeEach(() => sessionStore.getState().setConfig(makeConfig()));

it('lists the favorites newest first', async () => {
  installFakeApi({
    myFavorites: jest.fn().mockResolvedValue([
      { shortname: 'old', provider: 'nova' },
      { shortname: 'new', provider: 'nova' },
    ]),
  });
  sessionStore.getState().setPlayer(makePlayer());
  renderAt(<FavoritesPage />, '/favorites');
  const list = await screen.findByRole('list', { name: 'Favorites' });
  expect(await within(list).findAllByRole('link')).toHaveLength(2);
  expect(
    within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label')),
  ).toEqual(['Play New One', 'Play Old One']);
});

it('keeps a favorite added while the list was on its way (asks again)', async () => {
  sessionStore.getState().setPlayer(makePlayer());
  sessionStore.getState().setFavorites([]);
  const myFavorites = jest
    .fn()
    .mockImplementationOnce(async () => {
      // the server answered before the favorite sent meanwhile was stored
      sessionStore.getState().addFavorite({ shortname: 'new', provider: 'nova' });
      return [];
    })
    .mockResolvedValueOnce([{ shortname: 'new', provider: 'nova' }]);
  installFakeApi({ myFavorites });
  renderAt(<FavoritesPage />, '/favorites');
  const list = await screen.findByRole('list', { name: 'Favorites' });
  expect(await within(list).findByRole('link', { name: 'Play New One' })).toBeInTheDocument();
  expect(myFavorites).toHaveBeenCalledTimes(2);
  expect(sessionStore.getState().favorites).toEqual([{ shortname: 'new', provider: 'nova' }]);
});

it('speaks to the player by first name when empty', async () => {
  installFakeApi({ myFavorites: jest.fn().mockResolvedValue([]) });
  sessionStore.getState().setPlayer(makePlayer({ fname: 'Nina' }));
  renderAt(<FavoritesPage />, '/favorites');
  expect(await screen.findByText(/^Nina, you have no favorites yet\./)).toBeInTheDocument();
});

it('asks a guest to log in, returning to /favorites', () => {
  installFakeApi();
  sessionStore.getState().setPlayer(null);
  const asked = jest.fn();
  const off = parlorBus.on('auth:login-required', asked);
  renderAt(<FavoritesPage />, '/favorites');
  expect(asked).toHaveBeenCalledWith({ redirect: '/favorites' });
  off();
});
