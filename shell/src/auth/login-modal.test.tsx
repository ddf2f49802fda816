import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n, sessionStore } from '@parlor/shared';
import {
  installFakeApi,
  makeConfig,
  makePlayer,
  MemoryRouter,
  registerSharedNamespace,
  uiStore,
} from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { formatEndTime } from '../protection/page/protection-format';
import { UK_PROFILE } from '@parlor/shared/testing';
import { LoginModal } from './login-modal';

/** The modal as the layout shows it: inside the router (its help links are the router's). */
function renderModal(props: Partial<{ onClose: () => void; onLoggedIn: () => void }> = {}): {
  onClose: jest.Mock;
  onLoggedIn: jest.Mock;
} {
  const handlers = { onClose: jest.fn(), onLoggedIn: jest.fn(), ...props } as {
    onClose: jest.Mock;
    onLoggedIn: jest.Mock;
  };
  render(
    <MemoryRouter initialEntries={['/']}>
      <LoginModal onClose={handlers.onClose} onLoggedIn={handlers.onLoggedIn} />
    </MemoryRouter>,
  );
  return handlers;
}

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
  const { onLoggedIn } = renderModal();
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
  const { onLoggedIn } = renderModal();
  await fillAndSubmit('alice', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
  expect(onLoggedIn).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
});

it('explains a rate limit', async () => {
  fetchMock.mockResolvedValue(json(429, { error: 'slow down', code: 'rate_limited' }));
  renderModal();
  await fillAndSubmit('alice', 'whatever1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
});

it('asks for both fields before calling the server', async () => {
  renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter your username and password.');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends one request however often the button is pressed', async () => {
  let release: (r: Response) => void = () => {};
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
  getConfig.mockResolvedValue({ config: makeConfig(), player: makePlayer() });
  renderModal();
  await fillAndSubmit('alice', 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Logging in…' }));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await act(async () => release(json(200, { ok: true })));
});

it('closes on Escape', async () => {
  const { onClose } = renderModal();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

it('logs in at the site’s base path', async () => {
  sessionStore.getState().setConfig(makeConfig({ base_location: '/casino/' }));
  fetchMock.mockResolvedValue(json(200, { ok: true }));
  getConfig.mockResolvedValue({ config: makeConfig(), player: makePlayer() });
  renderModal();
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
    const { onLoggedIn } = renderModal();
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
      renderModal();
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

describe('help for a refused login', () => {
  const HELP = [
    { name: 'BeGambleAware', url: 'https://www.begambleaware.org', phone: '0808 8020 133' },
    { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  ];

  beforeEach(() => {
    sessionStore.getState().setConfig(makeConfig({ protection: { ...UK_PROFILE, help: HELP } }));
  });

  it('links to the responsible gaming page and lists the help contacts', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'No', code: 'self_excluded', until: null }));
    const { onClose } = renderModal();
    await fillAndSubmit('excluded', 'demo1234');
    await screen.findByRole('alert');
    expect(
      screen.getByRole('link', { name: 'BeGambleAware (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.begambleaware.org');
    expect(
      screen.getByRole('link', { name: 'Call BeGambleAware on 0808 8020 133' }),
    ).toHaveAttribute('href', 'tel:08088020133');
    expect(screen.getByRole('link', { name: 'GamCare (opens in a new tab)' })).toBeVisible();
    const page = screen.getByRole('link', { name: 'Our responsible gaming tools and advice' });
    expect(page).toHaveAttribute('href', '/responsible-gaming');
    // following it leaves the login behind
    await userEvent.click(page);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows no help under a wrong password, and no contact a casino gave no address for', async () => {
    sessionStore.getState().setConfig(
      makeConfig({
        protection: {
          ...UK_PROFILE,
          help: [{ name: 'Nowhere', url: 'javascript:alert(1)' }, ...HELP.slice(1)],
        },
      }),
    );
    fetchMock.mockResolvedValueOnce(json(401, { error: 'bad', code: 'bad_credentials' }));
    renderModal();
    await fillAndSubmit('alice', 'wrong-password');
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: /responsible gaming/ })).toBeNull();
    fetchMock.mockResolvedValueOnce(json(403, { error: 'No', code: 'on_break' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are taking a break.');
    expect(screen.queryByRole('link', { name: /Nowhere/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'GamCare (opens in a new tab)' })).toBeVisible();
  });

  it('still links to the page where the casino names no help contacts', async () => {
    sessionStore.getState().setConfig(makeConfig());
    fetchMock.mockResolvedValue(json(403, { error: 'No', code: 'on_break' }));
    renderModal();
    await fillAndSubmit('resting', 'demo1234');
    await screen.findByRole('alert');
    expect(
      screen.getByRole('link', { name: 'Our responsible gaming tools and advice' }),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('a login refused until the person asks to come back, or verifies their age', () => {
  it('says how to come back when the exclusion is over and nothing was asked', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'No', code: 'return_pending' }));
    renderModal();
    await fillAndSubmit('returning', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your self-exclusion period is over, but your account stays closed until you ask to come back. You can ask on our responsible gaming page, and play again one day after you ask.',
    );
  });

  it('says from when a return already asked for lets the person play', async () => {
    const until = '2026-12-04T09:30:00.000Z';
    fetchMock.mockResolvedValue(json(403, { error: 'No', code: 'return_pending', until }));
    renderModal();
    await fillAndSubmit('returning', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `You have asked to come back after your self-exclusion. You can play again from ${formatEndTime(until, 'en')}.`,
    );
  });

  it('points to the casino’s age check when the age is not verified', async () => {
    sessionStore.getState().setConfig(makeConfig({ base_location: '/casino/' }));
    fetchMock.mockResolvedValue(json(403, { error: 'No', code: 'age_unverified' }));
    renderModal();
    await fillAndSubmit('newface', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We need to verify your age first. Please send us an identity document.',
    );
    expect(screen.getByRole('link', { name: 'Verify your age' })).toHaveAttribute(
      'href',
      '/casino/pages/verification',
    );
  });
});

describe('a login after the casino’s terms changed', () => {
  const refused = () =>
    json(403, { error: 'New terms', code: 'terms_update', terms_version: '2026-11' });
  const bodies = () =>
    (fetchMock.mock.calls as [string, RequestInit][]).map(([, init]) =>
      JSON.parse(String(init.body)),
    );

  it('shows the new terms, wants the box ticked, then logs in again accepting them', async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(json(200, { ok: true }));
    getConfig.mockResolvedValue({ config: makeConfig(), player: makePlayer() });
    const { onLoggedIn } = renderModal();
    await fillAndSubmit('alice', 'demo1234');
    const heading = await screen.findByRole('heading', {
      name: 'Our terms and conditions have changed',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Please read the new version \(2026-11\)/)).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Read the updated terms and conditions (opens in a new tab)',
      }),
    ).toHaveAttribute('href', '/pages/terms');
    // no refusal, no help links: nothing is wrong
    expect(screen.queryByRole('link', { name: /responsible gaming/ })).toBeNull();

    const submit = screen.getByRole('button', { name: 'Accept and log in' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'To log in, please tick the box to accept the updated terms and conditions.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const box = screen.getByRole('checkbox', {
      name: 'I have read and accept the updated terms and conditions',
    });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(submit);
    await act(async () => {});
    expect(bodies()).toEqual([
      { username: 'alice', password: 'demo1234' },
      { username: 'alice', password: 'demo1234', accept_terms: '2026-11' },
    ]);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('links to the casino’s own terms page when its config names one, and works by keyboard', async () => {
    sessionStore.getState().setConfig(
      makeConfig({
        pages: { signup: '/s', cashier: '/c', vipprogram: '/v', terms: '/pages/our-terms' },
      }),
    );
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(json(200, { ok: true }));
    getConfig.mockResolvedValue({ config: makeConfig(), player: makePlayer() });
    const { onLoggedIn } = renderModal();
    await fillAndSubmit('alice', 'demo1234');
    await screen.findByRole('heading', { name: 'Our terms and conditions have changed' });
    expect(
      screen.getByRole('link', { name: /^Read the updated terms and conditions/ }),
    ).toHaveAttribute('href', '/pages/our-terms');
    await userEvent.tab(); // the terms' link
    await userEvent.tab(); // the box
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await act(async () => {});
    expect(bodies()[1]).toMatchObject({ accept_terms: '2026-11' });
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('says why a login with the terms accepted still fails, and stays', async () => {
    fetchMock
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(json(429, { error: 'slow', code: 'rate_limited' }));
    const { onLoggedIn } = renderModal();
    await fillAndSubmit('alice', 'demo1234');
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('only words the refusal when it names no version to accept', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'New terms', code: 'terms_update' }));
    renderModal();
    await fillAndSubmit('alice', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our terms and conditions have changed. Please read and accept them to continue.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks in the player’s language', async () => {
    await act(async () => {
      uiStore.getState().setLanguage('fr');
      await getI18n().changeLanguage('fr');
    });
    try {
      fetchMock.mockResolvedValue(refused());
      renderModal();
      await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'alice');
      await userEvent.type(screen.getByLabelText('Mot de passe'), 'demo1234');
      await userEvent.click(screen.getByRole('button', { name: 'Connexion' }));
      expect(
        await screen.findByRole('checkbox', {
          name: "J'ai lu et j'accepte les conditions générales mises à jour",
        }),
      ).toBeInTheDocument();
    } finally {
      await act(async () => {
        uiStore.getState().setLanguage('en');
        await getI18n().changeLanguage('en');
      });
    }
  });
});
