import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n, sessionStore } from '@parlor/shared';
import { uiStore } from '@parlor/shared/testing';
import { registerSharedNamespace } from '@parlor/shared/testing';
import { makeConfig, makePlayer, installFakeApi } from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { formatEndTime } from '../protection/page/protection-format';
import { LoginModal } from './login-modal';

const fetchMock = jest.fn();
const getConfig = jest.fn();

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

beforeEach(() => {
  fetchMock.mockReset();
  getConfig.mockReset();
  globalThis.fetch = fetchMock;
  sessionStore.getState().setConfig(makeConfig());
  sessionStore.getState().setPlayer(null);
  installFakeApi({ getConfig });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillAndSubmit(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

it('logs in, reloads the player and reports success', async () => {
  fetchMock.mockResolvedValue(json(200, { ok: true }));
  getConfig.mockResolvedValue({ config: makeConfig(), player: makePlayer() });
  const onLoggedIn = jest.fn();
  render(<LoginModal onClose={jest.fn()} onLoggedIn={onLoggedIn} />);
  await fillAndSubmit('alice', 'demo1234');
  await act(async () => {});
  expect(onLoggedIn).toHaveBeenCalledTimes(1);
  expect(sessionStore.getState().player?.fname).toBe('Alice');
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/auth/login');
  expect(JSON.parse(String(init.body))).toEqual({ username: 'alice', password: 'demo1234' });
});

it('says so when the password is wrong, and stays open', async () => {
  fetchMock.mockResolvedValue(json(401, { error: 'bad', code: 'bad_credentials' }));
  const onLoggedIn = jest.fn();
  render(<LoginModal onClose={jest.fn()} onLoggedIn={onLoggedIn} />);
  await fillAndSubmit('alice', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
  expect(onLoggedIn).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
});

it('explains a rate limit', async () => {
  fetchMock.mockResolvedValue(json(429, { error: 'slow down', code: 'rate_limited' }));
  render(<LoginModal onClose={jest.fn()} onLoggedIn={jest.fn()} />);
  await fillAndSubmit('alice', 'whatever1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
});

it('asks for both fields before calling the server', async () => {
  render(<LoginModal onClose={jest.fn()} onLoggedIn={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter your username and password.');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends one request however often the button is pressed', async () => {
  let release: (r: Response) => void = () => {};
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
  getConfig.mockResolvedValue({ config: makeConfig(), player: makePlayer() });
  render(<LoginModal onClose={jest.fn()} onLoggedIn={jest.fn()} />);
  await fillAndSubmit('alice', 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Logging in…' }));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await act(async () => release(json(200, { ok: true })));
});

it('closes on Escape', async () => {
  const onClose = jest.fn();
  render(<LoginModal onClose={onClose} onLoggedIn={jest.fn()} />);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

it('logs in at the site’s base path', async () => {
  sessionStore.getState().setConfig(makeConfig({ base_location: '/casino/' }));
  fetchMock.mockResolvedValue(json(200, { ok: true }));
  getConfig.mockResolvedValue({ config: makeConfig(), player: makePlayer() });
  render(<LoginModal onClose={jest.fn()} onLoggedIn={jest.fn()} />);
  await fillAndSubmit('alice', 'demo1234');
  await act(async () => {});
  expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/casino/api/auth/login');
});

describe('a login refused by a break or a self-exclusion', () => {
  const until = '2026-12-03T14:05:00.000Z';

  it.each([
    [{ code: 'on_break', until }, `You are taking a break until ${formatEndTime(until, 'en')}.`],
    [
      { code: 'self_excluded', until },
      `You have excluded yourself until ${formatEndTime(until, 'en')}.`,
    ],
    [{ code: 'self_excluded', until: null }, 'You have excluded yourself indefinitely.'],
  ])('says why and until when (%o)', async (refusal, text) => {
    fetchMock.mockResolvedValue(json(403, { error: 'Refused', ...refusal }));
    const onLoggedIn = jest.fn();
    render(<LoginModal onClose={jest.fn()} onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('resting', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(getConfig).not.toHaveBeenCalled();
  });

  it('says it in the player’s language', async () => {
    await act(async () => {
      uiStore.getState().setLanguage('de');
      await getI18n().changeLanguage('de');
    });
    try {
      fetchMock.mockResolvedValue(json(403, { error: 'Refused', code: 'on_break', until }));
      render(<LoginModal onClose={jest.fn()} onLoggedIn={jest.fn()} />);
      await userEvent.type(screen.getByLabelText('Benutzername'), 'resting');
      await userEvent.type(screen.getByLabelText('Passwort'), 'demo1234');
      await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Du machst eine Pause bis ${formatEndTime(until, 'de')}.`,
      );
    } finally {
      await act(async () => {
        uiStore.getState().setLanguage('en');
        await getI18n().changeLanguage('en');
      });
    }
  });
});
