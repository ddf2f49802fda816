import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parlorBus, sessionStore } from '@parlor/shared';
import { registerSharedNamespace, MemoryRouter, Route, Routes } from '@parlor/shared/testing';
import { installFakeApi, makeConfig, makePlayer } from '@parlor/shared/testing';
import { registerTournamentsNamespace } from '../../i18n/register-tournaments-namespace';
import { LOBBY_FADE_MS, LOBBY_LOADER_MS, lobbyFrameUrl, StandardLobby } from './standard-lobby';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerTournamentsNamespace();
});

function renderLobby(name?: string) {
  return render(
    <MemoryRouter initialEntries={['/tournaments']}>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/tournaments" element={<StandardLobby name={name} />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('asks a guest to log in and sends them home', async () => {
  sessionStore.setState({ config: makeConfig({ is_fusion: false }), player: null });
  installFakeApi({ getTournamentsLobby: jest.fn() });
  const asked: unknown[] = [];
  const off = parlorBus.on('auth:login-required', (p) => asked.push(p));
  renderLobby();
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(asked).toEqual([{ redirect: '/tournaments' }]);
  off();
});

it('frames the lobby for a player, loader 2.5 s then a 1 s fade; logged out it asks to log in', async () => {
  jest.useFakeTimers();
  try {
    sessionStore.setState({ config: makeConfig({ is_fusion: false }), player: makePlayer() });
    const getTournamentsLobby = jest.fn().mockResolvedValue({ url: '/lobby?lang=en#reel' });
    installFakeApi({ getTournamentsLobby });
    renderLobby('reel');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(getTournamentsLobby).toHaveBeenCalledWith('reel');
    const frame = screen.getByTitle('Tournaments lobby');
    expect(frame).toHaveAttribute('src', 'http://localhost/lobby?lang=en#reel');
    const loader = screen.getByTestId('tournaments-lobby-loader');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOBBY_LOADER_MS);
    });
    expect(loader).toHaveClass('is-fading');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOBBY_FADE_MS);
    });
    expect(screen.queryByTestId('tournaments-lobby-loader')).toBeNull();
    act(() => sessionStore.setState({ player: null }));
    expect(screen.getByText('Log in to see the tournaments lobby.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('keeps the frame on http(s) addresses only', () => {
  expect(lobbyFrameUrl('javascript:alert(1)', 'en', 'http://x')).toBeNull();
  expect(lobbyFrameUrl('/l?lang=en#a', 'fr', 'http://x')).toBe('http://x/l?lang=fr#a');
});

it('shows the error state when the lobby address fails, and Retry frames it', async () => {
  sessionStore.setState({ config: makeConfig({ is_fusion: false }), player: makePlayer() });
  const getTournamentsLobby = jest
    .fn()
    .mockRejectedValueOnce(new Error('timeout'))
    .mockResolvedValue({ url: '/lobby' });
  installFakeApi({ getTournamentsLobby });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderLobby();
  const alert = await screen.findByRole('alert');
  expect(screen.queryByTitle('Tournaments lobby')).toBeNull();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTitle('Tournaments lobby')).toHaveAttribute(
    'src',
    'http://localhost/lobby?lang=en',
  );
});
