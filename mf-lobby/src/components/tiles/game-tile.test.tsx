import {
  act,
  createEvent,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callPrefetched,
  type Game,
  getI18n,
  parlorBus,
  readRecentGames,
  sessionStore,
  useLocation,
} from '@parlor/shared';
import { registerSharedNamespace, MemoryRouter, uiStore } from '@parlor/shared/testing';
import { installFakeApi, makeConfig, makeGame } from '@parlor/shared/testing';
import { registerLobbyNamespace } from '../../i18n/register-lobby-namespace';
import { GameGrid } from './game-grid';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerLobbyNamespace();
});

type TileProps = Omit<Parameters<typeof GameGrid>[0], 'games' | 'label'> & { game: Game };

/** One tile, in the grid that gives it its labels and navigation. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderTile({ game, ...props }: TileProps) {
  return render(
    <MemoryRouter>
      <GameGrid games={[game]} label="Games" {...props} />
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

it("a click opens the game in the page and records it as recent; a ctrl-click is the browser's", async () => {
  localStorage.clear();
  render(
    <MemoryRouter>
      <GameGrid games={[makeGame()]} config={makeConfig()} loggedIn label="Games" />
      <Where />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Play Golden Reels' });
  const newTab = createEvent.click(link, { ctrlKey: true, button: 0 });
  fireEvent(link, newTab);
  expect(newTab.defaultPrevented).toBe(false);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  await userEvent.click(link);
  expect(screen.getByTestId('where')).toHaveTextContent('/play/golden-reels');
  expect(readRecentGames()).toEqual([expect.objectContaining({ shortname: 'golden-reels' })]);
});

it("starts the game's launch with the click, for the page to take; not for a guest's login prompt or a new tab", async () => {
  const gameLauncher = jest.fn().mockResolvedValue({ success: true, games: [] });
  installFakeApi({ gameLauncher });
  const guest = renderTile({ game: makeGame(), config: makeConfig(), loggedIn: false });
  await userEvent.click(screen.getByRole('link', { name: 'Play Golden Reels' }));
  expect(gameLauncher).not.toHaveBeenCalled();
  guest.unmount();

  renderTile({ game: makeGame({ shortname: 'ruby-rush' }), config: makeConfig(), loggedIn: true });
  const link = screen.getByRole('link', { name: 'Play Golden Reels' });
  fireEvent(link, createEvent.click(link, { ctrlKey: true, button: 0 }));
  expect(gameLauncher).not.toHaveBeenCalled();
  await userEvent.click(link);
  expect(gameLauncher).toHaveBeenCalledWith({ game: 'ruby-rush', realmoney: true });
  // the game page's own request is that one
  await expect(
    callPrefetched('gameLauncher', { game: 'ruby-rush', realmoney: true }),
  ).resolves.toEqual({ success: true, games: [] });
  expect(gameLauncher).toHaveBeenCalledTimes(1);
});

it('a guest with free play starts the fun-money launch', async () => {
  const gameLauncher = jest.fn().mockResolvedValue({ success: true, games: [] });
  installFakeApi({ gameLauncher });
  renderTile({
    game: makeGame({ shortname: 'lucky-fun' }),
    config: makeConfig({ is_fusion: false, allow_play_for_free_before_login: true }),
    loggedIn: false,
  });
  await userEvent.click(screen.getByRole('link', { name: 'Play Golden Reels' }));
  expect(gameLauncher).toHaveBeenCalledWith({ game: 'lucky-fun', realmoney: false });
});

it("links under the site's base path and relabels its tiles in the chosen language", async () => {
  sessionStore.getState().setConfig(makeConfig({ base_location: '/casino/' }));
  renderTile({
    game: makeGame({
      jackpot: 42000,
      jackpot_multiplier: { type: 'multiplier', multipliers: { value: 3 }, schedule: null },
    }),
    config: makeConfig({ base_location: '/casino/' }),
    loggedIn: true,
  });
  expect(screen.getByRole('link', { name: 'Play Golden Reels' })).toHaveAttribute(
    'href',
    '/casino/play/golden-reels',
  );
  await act(async () => {
    await getI18n().changeLanguage('de');
    uiStore.getState().setLanguage('de');
  });
  expect(screen.getByRole('link', { name: 'Golden Reels spielen' })).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Golden Reels zu den Favoriten hinzufügen' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Multipliziert')).toBeInTheDocument();
  expect(screen.getByText('126.000,00 $')).toBeInTheDocument();
  await act(async () => {
    await getI18n().changeLanguage('en');
    uiStore.getState().setLanguage('en');
    sessionStore.getState().setConfig(makeConfig());
  });
});

it('uses portrait thumbnails when the casino wants vertical tiles', () => {
  const { container } = renderTile({
    game: makeGame(),
    config: makeConfig({ use_vertical_thumbs: true }),
    loggedIn: true,
  });
  expect(container.querySelector('img')?.getAttribute('src')).toMatch(/portrait\.jpg$/);
});

describe('jackpots, favorites and locks', () => {
  const api = installFakeApi;

  it('shows an active multiplier as the multiplied amount with a Multiplied tag', () => {
    renderTile({
      game: makeGame({
        jackpot: 42000,
        jackpot_multiplier: { type: 'multiplier', multipliers: { value: 3 }, schedule: null },
      }),
      config: makeConfig(),
      loggedIn: false,
    });
    expect(screen.getByText('Multiplied')).toBeInTheDocument();
    expect(screen.getByText('$126,000.00')).toBeInTheDocument();
  });

  it('shows a boost added to the amount with a Boosted tag; nothing for a zero jackpot', () => {
    const { unmount } = renderTile({
      game: makeGame({
        jackpot: 15000,
        jackpot_multiplier: { type: 'boosted', multipliers: { value: 5000 }, schedule: null },
      }),
      config: makeConfig(),
      loggedIn: false,
    });
    expect(screen.getByText('Boosted')).toBeInTheDocument();
    expect(screen.getByText('$20,000.00')).toBeInTheDocument();
    unmount();
    renderTile({ game: makeGame({ jackpot: 0 }), config: makeConfig(), loggedIn: false });
    expect(screen.queryByText(/Jackpot/)).not.toBeInTheDocument();
  });

  it('adds a favorite: processing, then the store and a favorite_add notification', async () => {
    let resolve: (v: { success: boolean }) => void = () => {};
    const setFavorite = jest.fn(() => new Promise((r) => (resolve = r)));
    api({ setFavorite });
    sessionStore.getState().setFavorites([]);
    const notified = jest.fn();
    const off = parlorBus.on('notify', notified);
    renderTile({ game: makeGame(), config: makeConfig(), loggedIn: true });
    const button = screen.getByRole('button', { name: 'Add Golden Reels to favorites' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button); // ignored while processing
    // sent once the tap's frame is painted
    await waitFor(() => expect(setFavorite).toHaveBeenCalledTimes(1));
    expect(setFavorite).toHaveBeenCalledWith({
      action: 'add',
      game: 'golden-reels',
      provider: 'nova',
    });
    await act(async () => resolve({ success: true }));
    expect(
      screen.getByRole('button', { name: 'Remove Golden Reels from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(notified).toHaveBeenCalledWith({ kind: 'favorite_add', gameslug: 'golden-reels' });
    expect(sessionStore.getState().favorites).toEqual([
      { shortname: 'golden-reels', provider: 'nova' },
    ]);
    off();
  });

  it('success:false leaves the processing state on and changes nothing', async () => {
    const setFavorite = jest.fn().mockResolvedValue({ success: false });
    api({ setFavorite });
    sessionStore.getState().setFavorites([{ shortname: 'golden-reels', provider: 'nova' }]);
    renderTile({ game: makeGame(), config: makeConfig(), loggedIn: true });
    const button = screen.getByRole('button', { name: 'Remove Golden Reels from favorites' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(setFavorite).toHaveBeenCalledTimes(1));
    expect(sessionStore.getState().favorites).toHaveLength(1);
  });

  it('a locked game opens the lock modal of its reason', async () => {
    const getGameLockDetails = jest.fn().mockResolvedValue({
      lock_by: 'player_class',
      game_name: 'VIP Vault',
      display_name: 'VIP Vault',
      img_portrait: '',
      img_landscape: '',
    });
    api({ getGameLockDetails });
    const chat = jest.fn();
    const off = parlorBus.on('livechat:open', chat);
    renderTile({
      game: makeGame({ game_lock: 1, display_name: 'VIP Vault' }),
      config: makeConfig({ chat_widget: true }),
      loggedIn: true,
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /VIP Vault is locked/ }));
    const dialog = await screen.findByRole('dialog', { name: 'VIP players only' });
    expect(getGameLockDetails).toHaveBeenCalledWith({
      shortname: 'golden-reels',
      provider: 'nova',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Live chat' }));
    expect(chat).toHaveBeenCalled();
    off();
  });

  it('deposit and signup locks', async () => {
    const details = { game_name: 'X', display_name: 'Dragon', img_portrait: '', img_landscape: '' };
    api({
      getGameLockDetails: jest
        .fn()
        .mockResolvedValueOnce({ ...details, lock_by: 'event', visible_event: 'deposit' })
        .mockResolvedValueOnce({
          ...details,
          lock_by: 'event',
          visible_event: 'signup',
          target_date: '2030-03-15',
        }),
    });
    renderTile({
      game: makeGame({ game_lock: 1, display_name: 'Dragon' }),
      config: makeConfig(),
      loggedIn: false,
    });
    await userEvent.click(screen.getByRole('button', { name: /Dragon is locked/ }));
    const deposit = await screen.findByRole('dialog', { name: 'Unlock with a deposit' });
    expect(within(deposit).getByRole('link', { name: 'Deposit now' })).toHaveAttribute(
      'href',
      '/pages/cashier',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /Dragon is locked/ }));
    expect(await screen.findByRole('dialog', { name: 'Coming soon' })).toHaveTextContent(
      'Dragon is coming on March 15, 2030.',
    );
  });
});
