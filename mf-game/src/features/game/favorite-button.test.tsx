import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@parlor/shared';
import {
  installFakeApi,
  makeConfig,
  makePlayer,
  registerSharedNamespace,
} from '@parlor/shared/testing';
import { registerGameNamespace } from '../../i18n/register-game-namespace';
import { FavoriteButton } from './favorite-button';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerGameNamespace();
});

it('in a single-provider casino, sees and removes a favorite kept under another provider', async () => {
  const setFavorite = jest.fn().mockResolvedValue({ success: true });
  installFakeApi({ setFavorite });
  sessionStore.getState().setConfig(makeConfig({ is_fusion: false }));
  sessionStore.getState().setPlayer(makePlayer());
  // The shortname alone names the game here: the lobby stored it while another provider offered it.
  sessionStore.getState().setFavorites([{ shortname: 'book-of-gold', provider: 'netent' }]);

  render(<FavoriteButton shortname="book-of-gold" provider="red-tiger" gameName="Book of Gold" />);
  const star = screen.getByRole('button', { name: 'Remove Book of Gold from favorites' });
  expect(star).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(star);
  expect(
    await screen.findByRole('button', { name: 'Add Book of Gold to favorites' }),
  ).toHaveAttribute('aria-pressed', 'false');
  expect(setFavorite).toHaveBeenCalledWith({
    action: 'remove',
    game: 'book-of-gold',
    provider: 'red-tiger',
  });
  expect(sessionStore.getState().favorites).toEqual([]);
});

it('in fusion, keeps a favorite of the same game from another provider', async () => {
  installFakeApi({ setFavorite: jest.fn().mockResolvedValue({ success: true }) });
  sessionStore.getState().setConfig(makeConfig({ is_fusion: true }));
  sessionStore.getState().setPlayer(makePlayer());
  sessionStore.getState().setFavorites([
    { shortname: 'book-of-gold', provider: 'netent' },
    { shortname: 'book-of-gold', provider: 'red-tiger' },
  ]);

  render(<FavoriteButton shortname="book-of-gold" provider="red-tiger" gameName="Book of Gold" />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Book of Gold from favorites' }));
  await screen.findByRole('button', { name: 'Add Book of Gold to favorites' });
  expect(sessionStore.getState().favorites).toEqual([
    { shortname: 'book-of-gold', provider: 'netent' },
  ]);
});
