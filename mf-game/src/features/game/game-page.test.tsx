import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ControllerError,
  parlorBus,
  prefetchCall,
  sessionStore,
  useLocation,
  type Player,
  type GameLaunchResponse,
} from '@parlor/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  refillCatalogue,
  registerParlorRemotes,
  registerSharedNamespace,
  MemoryRouter,
  Route,
  Routes,
} from '@parlor/shared/testing';
import {
  clearPrefetchedCalls,
  installFakeApi,
  makeConfig,
  makeGame,
  makePlayer,
} from '@parlor/shared/testing';
import { registerGameNamespace } from '../../i18n/register-game-namespace';
import { UK_PROFILE } from '@parlor/shared/testing';
import { GamePage } from './game-page';

// The free spins remote's prompt, as the federation runtime would hand it over.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
function FakeOffer({ delayMs }: { delayMs?: number }) {
  return <p>Welcome gift: 50 free spins (after {delayMs} ms)</p>;
}

const balances = (balance: number): Player['balances'] => ({
  balance,
  currency_code: 'USD',
  withdrawable: balance,
  playthrough: 0,
  bonus: 0,
  comp_points: 0,
});

let api: {
  gameLauncher: jest.Mock;
  getBalance: jest.Mock;
  setFavorite: jest.Mock;
};

beforeAll(async () => {
  await registerSharedNamespace();
  await registerGameNamespace();
  await refillCatalogue({
    games: [
      makeGame({
        id: 1,
        shortname: 'wolf-gold-rush',
        display_name: 'Wolf Gold Rush',
        provider: 'netent',
      }),
      makeGame({ id: 2, shortname: 'vip-vault', display_name: 'VIP Vault', game_lock: 1 }),
    ],
    providers: [],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 0,
  });
});

beforeEach(() => {
  clearPrefetchedCalls();
  api = { gameLauncher: jest.fn(), getBalance: jest.fn(), setFavorite: jest.fn() };
  installFakeApi(api);
  sessionStore.getState().setConfig(makeConfig({ is_fusion: true }));
  sessionStore.getState().setPlayer(makePlayer());
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const launched = (
  providers: string[],
  extra: Partial<GameLaunchResponse> = {},
): GameLaunchResponse => ({
  success: true,
  games: providers.map((provider) => ({
    url: `http://games.localhost:8080/games/demo/slot?token=t-${provider}`,
    provider,
    synth: 0,
    synth_details: null,
  })),
  game_name: 'Wolf Gold Rush',
  error: null,
  ...extra,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderGame(path: string, mode: 'real' | 'demo' = 'real') {
  const slug = path.split('/')[2]!.split('?')[0]!;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/play/:gameslug"
          element={<GamePage params={{ gameslug: slug }} mode={mode} />}
        />
        <Route
          path="/demo/:gameslug"
          element={<GamePage params={{ gameslug: slug }} mode={mode} />}
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

it('shows the provider picker with one entry per provider', async () => {
  api.gameLauncher.mockResolvedValue(launched(['netent', 'pragmatic-play', 'big-time-gaming']));
  renderGame('/play/wolf-gold-rush');
  expect(
    await screen.findByRole('heading', { name: 'Alice, choose where to play Wolf Gold Rush' }),
  ).toBeVisible();
  const links = screen.getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual([
    '/play/wolf-gold-rush?by=netent',
    '/play/wolf-gold-rush?by=pragmatic-play',
    '/play/wolf-gold-rush?by=big-time-gaming',
  ]);
  expect(screen.getByRole('link', { name: 'Play Wolf Gold Rush by NetEnt' })).toBeVisible();
  expect(api.gameLauncher).toHaveBeenCalledWith({ game: 'wolf-gold-rush', realmoney: true });
});

it("takes the launch a tile's click started instead of asking again; Retry asks afresh", async () => {
  let fail: (error: Error) => void = () => {};
  api.gameLauncher.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
  // the tile's click, before this page's code had arrived
  prefetchCall('gameLauncher', { game: 'wolf-gold-rush', realmoney: true });
  renderGame('/play/wolf-gold-rush');
  await act(async () => fail(new Error('offline')));
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(api.gameLauncher).toHaveBeenCalledTimes(1);
  api.gameLauncher.mockResolvedValueOnce(launched(['netent']));
  await userEvent.click(retry);
  expect(await screen.findByTitle('Wolf Gold Rush game')).toBeInTheDocument();
  expect(api.gameLauncher).toHaveBeenCalledTimes(2);
});

it('plays the chosen provider in a frame with a returnurl, the loader leaving after 4 s', async () => {
  jest.useFakeTimers();
  api.gameLauncher.mockResolvedValue(launched(['netent', 'pragmatic-play']));
  api.getBalance.mockResolvedValue(balances(500));
  renderGame('/play/wolf-gold-rush?by=pragmatic-play');
  const frame = await screen.findByTitle('Wolf Gold Rush game');
  const src = new URL(frame.getAttribute('src')!);
  expect(src.searchParams.get('token')).toBe('t-pragmatic-play');
  expect(src.searchParams.get('returnurl')).toBe(`${window.location.origin}/webplay/exit`);
  expect(api.gameLauncher).toHaveBeenCalledWith({
    game: 'wolf-gold-rush',
    realmoney: true,
    provider: 'pragmatic-play',
  });
  expect(screen.getByTestId('game-loader')).toBeVisible();
  act(() => jest.advanceTimersByTime(4000));
  expect(screen.getByTestId('game-loader')).toHaveClass('is-fading');
  act(() => jest.advanceTimersByTime(500));
  expect(screen.queryByTestId('game-loader')).toBeNull();
});

it('asks a guest on a play page to log in at once, to the play path, home if dismissed', async () => {
  sessionStore.getState().setPlayer(null);
  api.gameLauncher.mockResolvedValue({
    success: false,
    games: [],
    game_name: 'Wolf Gold Rush',
    error: 'login_required',
  });
  const asked = jest.fn();
  const off = parlorBus.on('auth:login-required', asked);
  renderGame('/play/wolf-gold-rush?by=netent');
  expect(
    await screen.findByText("Don't miss out! Log in now to play Wolf Gold Rush"),
  ).toBeVisible();
  const request = { redirect: '/play/wolf-gold-rush?by=netent', dismissTo: '/' };
  await waitFor(() => expect(asked).toHaveBeenCalledWith(request));
  asked.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(asked).toHaveBeenCalledWith(request);
  off();
});

it('turns a demo login-required answer into a login to the play path', async () => {
  sessionStore.getState().setConfig(makeConfig({ is_fusion: false }));
  sessionStore.getState().setPlayer(null);
  api.gameLauncher.mockResolvedValue({
    success: false,
    games: [],
    game_name: 'Wolf Gold Rush',
    error: 'login_required',
  });
  const asked = jest.fn();
  const off = parlorBus.on('auth:login-required', asked);
  renderGame('/demo/wolf-gold-rush', 'demo');
  await waitFor(() =>
    expect(asked).toHaveBeenCalledWith({ redirect: '/play/wolf-gold-rush', dismissTo: '/' }),
  );
  expect(api.gameLauncher).toHaveBeenCalledWith({ game: 'wolf-gold-rush', realmoney: false });
  off();
});

it('shows mobile_only with Go Back', async () => {
  api.gameLauncher.mockResolvedValue({
    success: false,
    games: [],
    game_name: 'Mystic',
    error: 'mobile_only',
  });
  renderGame('/play/mobile-only-mystic');
  expect(
    await screen.findByText('We are sorry, this game is available for mobile devices only'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

it('goes back to the stored return page on invalid_game', async () => {
  localStorage.setItem('parlor:return-page', '/category/online-slots');
  api.gameLauncher.mockResolvedValue({
    success: false,
    games: [],
    game_name: '',
    error: 'invalid_game',
  });
  renderGame('/play/broken-reel-relic');
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent('/category/online-slots'),
  );
});

it('shows a network failure with Retry instead of an endless loader', async () => {
  api.gameLauncher
    .mockRejectedValueOnce(
      new ControllerError('down', { status: 0, code: 'network_error', url: '/x' }),
    )
    .mockResolvedValueOnce(launched(['netent']));
  api.getBalance.mockResolvedValue(balances(500));
  renderGame('/play/wolf-gold-rush');
  expect(await screen.findByText(/could not reach the game server/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTitle('Wolf Gold Rush game')).toBeInTheDocument();
  expect(api.gameLauncher).toHaveBeenCalledTimes(2);
});

it('says which protection rule refused the launch and until when, Retry after a reality check', async () => {
  api.gameLauncher
    .mockRejectedValueOnce(
      new ControllerError('On a break', {
        status: 403,
        code: 'on_break',
        url: '/api/controller?gamelauncher',
        details: { until: '2026-11-27T12:00:00.000Z' },
      }),
    )
    .mockRejectedValueOnce(
      new ControllerError('Reality check due', {
        status: 403,
        code: 'reality_check_due',
        url: '/api/controller?gamelauncher',
      }),
    )
    .mockResolvedValueOnce(launched(['netent']));
  api.getBalance.mockResolvedValue(balances(500));
  const { unmount } = renderGame('/play/wolf-gold-rush');
  const message = await screen.findByRole('alert');
  expect(message).toHaveTextContent(/^You are taking a break until 27 November 2026, \d\d:\d\d\./);
  expect(screen.queryByText(/could not be started/)).toBeNull();
  // a break lasts: nothing to retry
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
  unmount();

  clearPrefetchedCalls();
  renderGame('/play/wolf-gold-rush');
  expect(await screen.findByText(/A reality check is waiting for your answer/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTitle('Wolf Gold Rush game')).toBeInTheDocument();
  expect(api.gameLauncher).toHaveBeenCalledTimes(3);
});

it('sends a player whose age is not verified to verify it, with the help a refusal carries', async () => {
  sessionStore.getState().setConfig(makeConfig({ is_fusion: true, protection: UK_PROFILE }));
  api.gameLauncher.mockRejectedValue(
    new ControllerError('We need to verify your age before you play.', {
      status: 403,
      code: 'age_unverified',
      url: '/api/controller?gamelauncher',
    }),
  );
  renderGame('/play/wolf-gold-rush');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Verify your age to play\./);
  expect(screen.getByRole('link', { name: 'Verify your age' })).toHaveAttribute(
    'href',
    '/pages/verification',
  );
  await userEvent.click(
    screen.getByRole('link', { name: 'Responsible gaming: your tools and help' }),
  );
  expect(screen.getByTestId('where')).toHaveTextContent('/responsible-gaming');
});

describe('a guest where every age is checked before any play (the UK fun-money casino)', () => {
  const accountRequired: GameLaunchResponse = {
    success: false,
    games: [],
    game_name: '',
    error: 'account_required',
  };
  beforeEach(() => {
    sessionStore.getState().setConfig(
      makeConfig({
        is_fusion: false,
        fun_money_casino: true,
        allow_play_for_free_before_login: true,
        protection: { ...UK_PROFILE, money_limits: false, session_limit: false },
      }),
    );
    sessionStore.getState().setPlayer(null);
    api.gameLauncher.mockResolvedValue(accountRequired);
  });

  it('says why free play needs an account and offers Sign up and Log in, never a game', async () => {
    const asked = jest.fn();
    const off = parlorBus.on('auth:login-required', asked);
    renderGame('/demo/wolf-gold-rush', 'demo');
    const region = await screen.findByRole('region', { name: 'Free play needs an account' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Free play needs an account' }),
    ).toBeVisible();
    expect(region).toHaveTextContent(
      'The law asks us to check the age of every player before any play, free play included. Sign up, or log in, to play Wolf Gold Rush.',
    );
    expect(screen.queryByTitle('Wolf Gold Rush game')).toBeNull();
    expect(screen.queryByText(/could not be started/)).toBeNull();
    expect(api.gameLauncher).toHaveBeenCalledWith({ game: 'wolf-gold-rush', realmoney: false });
    // the explanation stays: no login prompt over it until the guest asks for one
    expect(asked).not.toHaveBeenCalled();

    const signUp = within(region).getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/pages/signup');
    await userEvent.tab();
    expect(signUp).toHaveFocus();
    await userEvent.tab();
    const logIn = within(region).getByRole('button', { name: 'Log in' });
    expect(logIn).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // a login comes back to this page; closing the prompt leaves the guest here
    expect(asked).toHaveBeenCalledWith({ redirect: '/demo/wolf-gold-rush' });
    expect(within(region).getByRole('button', { name: 'Go Back' })).toBeVisible();
    off();
  });

  it('plays once the guest has logged in', async () => {
    renderGame('/demo/wolf-gold-rush', 'demo');
    await screen.findByRole('region', { name: 'Free play needs an account' });
    api.gameLauncher.mockResolvedValue(launched(['netent']));
    act(() => sessionStore.getState().setPlayer(makePlayer()));
    expect(await screen.findByTitle('Wolf Gold Rush game')).toBeInTheDocument();
  });

  it('gives the reason in general words when the controller sends no profile', async () => {
    sessionStore.getState().setConfig(makeConfig({ is_fusion: false, fun_money_casino: true }));
    renderGame('/demo/wolf-gold-rush', 'demo');
    const region = await screen.findByRole('region', { name: 'Free play needs an account' });
    expect(region).toHaveTextContent(
      'This casino asks for an account before any play, free play included.',
    );
    expect(within(region).getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

it('redirects a fusion demo path and a locked game home', async () => {
  renderGame('/demo/wolf-gold-rush', 'demo');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  expect(api.gameLauncher).not.toHaveBeenCalled();
});

it('redirects a locked game home in real-money mode', async () => {
  api.gameLauncher.mockResolvedValue({
    success: false,
    games: [],
    game_name: 'VIP Vault',
    error: 'game_locked',
  });
  renderGame('/play/vip-vault');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
});

it('after a real-money game: re-reads the balance and raises win, then resets the flag', async () => {
  api.gameLauncher.mockResolvedValue(launched(['netent']));
  api.getBalance.mockResolvedValueOnce(balances(500)).mockResolvedValueOnce(balances(503));
  const notes: unknown[] = [];
  const refreshed = jest.fn();
  const offs = [
    parlorBus.on('notify', (n) => notes.push(n)),
    parlorBus.on('balance:refresh', refreshed),
  ];
  const view = renderGame('/play/wolf-gold-rush');
  await screen.findByTitle('Wolf Gold Rush game');
  await waitFor(() =>
    expect(sessionStorage.getItem('parlor:balance-check')).toBe('{"balance":500}'),
  );
  view.unmount();
  await waitFor(() => expect(notes).toEqual([{ kind: 'win', gameslug: 'wolf-gold-rush' }]));
  expect(refreshed).toHaveBeenCalled();
  expect(sessionStore.getState().balances?.balance).toBe(503);
  expect(sessionStorage.getItem('parlor:balance-check')).toBeNull();
  offs.forEach((off) => off());
});

it('offers the real/fun switch outside fusion and the fullscreen toggle', async () => {
  sessionStore.getState().setConfig(makeConfig({ is_fusion: false }));
  api.gameLauncher.mockResolvedValue(launched(['netent']));
  api.getBalance.mockResolvedValue(balances(500));
  renderGame('/play/wolf-gold-rush');
  await screen.findByTitle('Wolf Gold Rush game');
  const fullscreen = screen.getByRole('button', { name: 'Enter fullscreen' });
  await userEvent.click(fullscreen);
  expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Game menu' }));
  const toggle = screen.getByRole('switch', { name: 'Play for real money' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(toggle);
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent('/demo/wolf-gold-rush'),
  );
});

describe('the 50 free spins prompt of a new player', () => {
  beforeEach(() => {
    (loadRemote as jest.Mock).mockReset().mockResolvedValue({ default: FakeOffer });
    registerParlorRemotes({ mf_freespins: 'http://localhost:8085/remoteEntry.js' });
  });

  it('comes on the game page after a minute of play, the menu opened and closed meanwhile', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    sessionStore.getState().setPlayer(makePlayer({ class: 'new_player' }));
    api.gameLauncher.mockResolvedValue(launched(['netent']));
    renderGame('/play/wolf-gold-rush');
    await screen.findByTitle('Wolf Gold Rush game');
    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Game menu' }));
    await user.click(screen.getByRole('button', { name: 'Close game menu' }));
    act(() => jest.advanceTimersByTime(29_000));
    expect(screen.queryByText(/Welcome gift/)).toBeNull();
    act(() => jest.advanceTimersByTime(1_500));
    // on the page itself, not in the menu, and the page's minute was the only wait
    expect(await screen.findByText('Welcome gift: 50 free spins (after 0 ms)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Game menu' })).toBeNull();
    expect(loadRemote).toHaveBeenCalledWith('mf_freespins/NewPlayerOffer');
  });

  it('is not asked for other players', async () => {
    jest.useFakeTimers();
    api.gameLauncher.mockResolvedValue(launched(['netent']));
    renderGame('/play/wolf-gold-rush');
    await screen.findByTitle('Wolf Gold Rush game');
    act(() => jest.advanceTimersByTime(120_000));
    expect(loadRemote).not.toHaveBeenCalledWith('mf_freespins/NewPlayerOffer');
    expect(screen.queryByText(/Welcome gift/)).toBeNull();
  });
});
