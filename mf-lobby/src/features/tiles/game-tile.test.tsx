import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, parlorBus, registerSharedNamespace } from '@parlor/shared';
import { makeConfig, makeGame } from '@parlor/shared/src/test-utils/fixtures';
import { registerLobbyNamespace } from '../../i18n/register-lobby-namespace';
import { GameTile } from './game-tile';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerLobbyNamespace();
});

function renderTile(props: Parameters<typeof GameTile>[0]) {
  return render(
    <MemoryRouter>
      <ul>
        <GameTile {...props} />
      </ul>
    </MemoryRouter>,
  );
}

it('names the tile after the game and shows its thumbnail from the assets host', () => {
  const { container } = renderTile({ game: makeGame(), config: makeConfig(), loggedIn: true });
  const link = screen.getByRole('link', { name: 'Play Golden Reels' });
  expect(link).toHaveAttribute('href', '/play/golden-reels');
  expect(container.querySelector('img')).toHaveAttribute(
    'src',
    'http://assets.test/games/golden-reels/nova/landscape.jpg',
  );
  expect(container.querySelector('source')).toHaveAttribute(
    'srcset',
    'http://assets.test/games/golden-reels/nova/landscape.webp',
  );
});

it('shows the Exclusive tag on pre-release games only', () => {
  renderTile({ game: makeGame({ pre_release: 1 }), config: makeConfig(), loggedIn: true });
  expect(screen.getByText('Exclusive')).toBeInTheDocument();
});

it('asks a guest without free play to log in, returning to the play path', async () => {
  const asked = jest.fn();
  const off = parlorBus.on('auth:login-required', asked);
  renderTile({ game: makeGame(), config: makeConfig(), loggedIn: false });
  await userEvent.click(screen.getByRole('link', { name: 'Play Golden Reels' }));
  expect(asked).toHaveBeenCalledWith({ redirect: '/play/golden-reels' });
  off();
});

it('sends a guest to the demo when the casino allows free play before login', () => {
  renderTile({
    game: makeGame(),
    config: makeConfig({ is_fusion: false, allow_play_for_free_before_login: true }),
    loggedIn: false,
  });
  expect(screen.getByRole('link', { name: 'Play Golden Reels' })).toHaveAttribute(
    'href',
    '/demo/golden-reels',
  );
});

it('uses portrait thumbnails when the casino wants vertical tiles', () => {
  const { container } = renderTile({
    game: makeGame(),
    config: makeConfig({ use_vertical_thumbs: true }),
    loggedIn: true,
  });
  expect(container.querySelector('img')?.getAttribute('src')).toMatch(/portrait\.jpg$/);
});
