import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parlorBus, sessionStore } from '@parlor/shared';
import type { ProtectionProfile, ProtectionState } from '@parlor/shared/host';
import {
  installFakeApi,
  makeConfig,
  makePlayer,
  MemoryRouter,
  registerSharedNamespace,
} from '@parlor/shared/testing';
import { registerShellNamespace } from '../../i18n/register-shell-namespace';
import { registerProtectionNamespace } from '../i18n/register-protection-namespace';
import { logout } from '../../player/logout';
import { formatEndTime } from './protection-format';
import { ResponsibleGamingPage } from './responsible-gaming-page';
import { UK_PROFILE } from '../testing/uk-profile';

jest.mock('../../player/logout', () => ({ logout: jest.fn(() => Promise.resolve()) }));

const UK: ProtectionProfile = {
  ...UK_PROFILE,
  help: [
    { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
    { name: 'BeGambleAware', url: 'https://www.begambleaware.org', phone: '0808 8020 133' },
  ],
};

const PENDING_AT = '2026-11-21T10:00:00.000Z';

function makeState(over: Partial<ProtectionState> = {}): ProtectionState {
  return {
    profile: 'uk',
    session: {
      started_at: '2026-11-20T10:00:00.000Z',
      elapsed_s: 60,
      wagered_cents: 0,
      won_cents: 0,
      net_cents: 0,
    },
    reality_check: { interval_min: 30, due_at: null, due: false },
    limits: {
      deposit_day: { value: 5000, pending: { value: 50000, effective_at: PENDING_AT } },
      loss_day: { value: 10000, pending: null },
    },
    break: null,
    exclusion: null,
    ...over,
  };
}

const fetchMock = jest.fn();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls = (path: string) =>
  (fetchMock.mock.calls as [string, RequestInit][]).filter(([url]) => url === path);

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
  await registerProtectionNamespace();
});

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(logout).mockClear();
  globalThis.fetch = fetchMock;
  installFakeApi({});
  sessionStore.getState().setConfig(makeConfig({ protection: UK }));
  sessionStore.getState().setPlayer(null);
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/responsible-gaming']}>
      <ResponsibleGamingPage />
    </MemoryRouter>,
  );
}

async function renderForPlayer(state: ProtectionState = makeState()) {
  sessionStore.getState().setPlayer(makePlayer());
  fetchMock.mockImplementation((url: string) =>
    Promise.resolve(url === '/api/protection' ? json(200, state) : json(404, {})),
  );
  renderPage();
  await screen.findByRole('heading', { name: 'Limits' });
}

const limitBox = (title: string) => screen.getByRole('region', { name: title }) as HTMLElement;

describe('for a guest', () => {
  it('explains the tools, lists the help contacts and offers to log in', async () => {
    const asked = jest.fn();
    const off = parlorBus.on('auth:login-required', asked);
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Responsible gaming');
    expect(document.title).toBe('Responsible gaming · Parlor Test');
    const tools = screen.getByRole('region', { name: 'Our tools' });
    expect(tools).toHaveTextContent('Reality check');
    expect(tools).toHaveTextContent('10 minutes, 20 minutes, 30 minutes or 60 minutes');
    expect(tools).not.toHaveTextContent('You can also turn it off');
    expect(tools).toHaveTextContent('24 hours, 7 days, 30 days or 6 weeks');
    expect(tools).toHaveTextContent('6 months, 1 year, 5 years or indefinitely');
    expect(tools).toHaveTextContent('Raising or removing one takes effect only after 24 hours');
    const help = screen.getByRole('region', { name: 'Need to talk to someone?' });
    expect(
      within(help).getByRole('link', { name: 'BeGambleAware (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.begambleaware.org');
    expect(
      within(help).getByRole('link', { name: 'Call BeGambleAware on 0808 8020 133' }),
    ).toHaveAttribute('href', 'tel:08088020133');
    await userEvent.click(screen.getByRole('button', { name: 'Log in to set your limits' }));
    expect(asked).toHaveBeenCalledWith({ redirect: '/responsible-gaming' });
    expect(fetchMock).not.toHaveBeenCalled();
    off();
  });

  it('shows no money tools in a fun-money casino', () => {
    sessionStore
      .getState()
      .setConfig(makeConfig({ protection: { ...UK, money_limits: false, session_limit: false } }));
    renderPage();
    const tools = screen.getByRole('region', { name: 'Our tools' });
    expect(tools).toHaveTextContent('Session clock');
    expect(tools).not.toHaveTextContent('Deposit limits');
    expect(tools).not.toHaveTextContent('Loss limit');
  });
});

describe('ending an indefinite self-exclusion', () => {
  it('asks with the account’s username and password, and says when it ends', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/protection/exclusion/end'
          ? json(200, {
              exclusion: {
                until: null,
                end_requested_at: '2026-11-20T10:00:00.000Z',
                ends_at: '2026-11-27T10:00:00.000Z',
              },
            })
          : json(404, {}),
      ),
    );
    renderPage();
    const section = screen.getByRole('region', { name: 'Ending an indefinite self-exclusion' });
    const ask = within(section).getByRole('button', { name: 'Ask to end my self-exclusion' });
    await userEvent.click(ask);
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Enter your username and password.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(within(section).getByLabelText('Username'), 'excluded');
    await userEvent.type(within(section).getByLabelText('Password'), 'demo1234');
    await userEvent.click(ask);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      `Your self-exclusion ends on ${formatEndTime('2026-11-27T10:00:00.000Z', 'en')}, after the 7-day cooling-off period.`,
    );
    const init = calls('/api/protection/exclusion/end')[0]![1];
    expect(JSON.parse(String(init.body))).toEqual({ username: 'excluded', password: 'demo1234' });
  });

  it('says why a request is refused', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(409, { error: 'Not indefinite', code: 'not_indefinite' })),
    );
    renderPage();
    const section = screen.getByRole('region', { name: 'Ending an indefinite self-exclusion' });
    await userEvent.type(within(section).getByLabelText('Username'), 'excluded');
    await userEvent.type(within(section).getByLabelText('Password'), 'demo1234');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Ask to end my self-exclusion' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Only an indefinite self-exclusion can be ended on request.',
    );
  });

  it('is not offered to a player who is logged in', async () => {
    await renderForPlayer();
    expect(
      screen.queryByRole('region', { name: 'Ending an indefinite self-exclusion' }),
    ).not.toBeInTheDocument();
  });
});

describe('for a player', () => {
  it('shows each limit’s value and a pending raise with the time it applies', async () => {
    await renderForPlayer();
    const deposit = limitBox('Deposit limit per day');
    expect(deposit).toHaveTextContent('Current limit: $50.00');
    expect(deposit).toHaveTextContent(
      `Pending change: $500.00, applies on ${formatEndTime(PENDING_AT, 'en')}.`,
    );
    expect(limitBox('Deposit limit per week')).toHaveTextContent('No limit set.');
    expect(limitBox('Loss limit per day')).toHaveTextContent('Current limit: $100.00');
    expect(screen.getByText('Currently every 30 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '30 minutes' })).toHaveProperty('selected', true);
    expect(screen.queryByRole('option', { name: 'Off' })).not.toBeInTheDocument();
  });

  it('lowers a limit at once, with one request however often Save is pressed', async () => {
    await renderForPlayer();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      url === '/api/protection/limits'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(json(200, makeState())),
    );
    const loss = limitBox('Loss limit per day');
    await userEvent.type(within(loss).getByLabelText('New loss limit per day (USD)'), '40');
    expect(within(loss).queryByText(/higher than your current limit/)).toBeNull();
    const save = within(loss).getByRole('button', { name: 'Save loss limit per day' });
    await userEvent.click(save);
    await userEvent.click(save);
    expect(save).toBeDisabled();
    const sent = calls('/api/protection/limits');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]![1].body))).toEqual({ kind: 'loss_day', value: 4000 });
    const lowered = makeState({
      limits: { ...makeState().limits, loss_day: { value: 4000, pending: null } },
    });
    await act(async () => answer(json(200, lowered)));
    expect(within(loss).getByRole('status')).toHaveTextContent('Saved. Your limit is now $40.00.');
    expect(loss).toHaveTextContent('Current limit: $40.00');
    expect(save).toBeEnabled();
  });

  it('says before saving that a raise waits 24 hours, then shows when it applies', async () => {
    await renderForPlayer();
    const loss = limitBox('Loss limit per day');
    await userEvent.type(within(loss).getByLabelText('New loss limit per day (USD)'), '150');
    expect(within(loss).getByText(/higher than your current limit/)).toHaveTextContent(
      'This is higher than your current limit, so it takes effect only after 24 hours.',
    );
    expect(calls('/api/protection/limits')).toHaveLength(0);
    const raised = makeState({
      limits: {
        ...makeState().limits,
        loss_day: { value: 10000, pending: { value: 15000, effective_at: PENDING_AT } },
      },
    });
    fetchMock.mockResolvedValue(json(200, raised));
    await userEvent.click(within(loss).getByRole('button', { name: 'Save loss limit per day' }));
    const when = formatEndTime(PENDING_AT, 'en');
    expect(await within(loss).findByText(`Saved. The change applies on ${when}.`)).toBeVisible();
    expect(loss).toHaveTextContent(`Pending change: $150.00, applies on ${when}.`);
  });

  it('refuses an amount it cannot read, before asking the server', async () => {
    await renderForPlayer();
    const loss = limitBox('Loss limit per day');
    await userEvent.type(within(loss).getByLabelText('New loss limit per day (USD)'), '12.345');
    await userEvent.click(within(loss).getByRole('button', { name: 'Save loss limit per day' }));
    expect(within(loss).getByRole('alert')).toHaveTextContent(
      'Enter an amount such as 50 or 50.00.',
    );
    expect(calls('/api/protection/limits')).toHaveLength(0);
  });

  it('takes a break after a confirmation that says what happens, then logs out', async () => {
    await renderForPlayer();
    const until = '2026-11-27T10:00:00.000Z';
    fetchMock.mockResolvedValue(json(200, { until }));
    const section = screen.getByRole('region', { name: 'Take a break' });
    await userEvent.click(within(section).getByRole('radio', { name: '7 days' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Take a break' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a break for 7 days?' });
    expect(dialog).toHaveTextContent('You will be logged out straight away.');
    expect(dialog).toHaveTextContent('You cannot log in or play until');
    expect(dialog).toHaveTextContent('A break cannot be shortened or cancelled.');
    expect(calls('/api/protection/break')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(JSON.parse(String(calls('/api/protection/break')[0]![1].body))).toEqual({
      period: '7d',
    });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Your break has started' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      `You have been logged out. You can play again from ${formatEndTime(until, 'en')}.`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the player in when an exclusion is refused, and says why', async () => {
    await renderForPlayer();
    fetchMock.mockResolvedValue(json(409, { error: 'No', code: 'cannot_shorten' }));
    const section = screen.getByRole('region', { name: 'Self-exclusion' });
    await userEvent.click(within(section).getByRole('radio', { name: 'Indefinitely' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself indefinitely?' });
    expect(dialog).toHaveTextContent('in all our casinos');
    expect(dialog).toHaveTextContent('7-day cooling-off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A break or a self-exclusion cannot be shortened.',
    );
    expect(logout).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an exclusion’s requested end after the cooling-off', async () => {
    await renderForPlayer(
      makeState({
        exclusion: {
          until: null,
          end_requested_at: '2026-11-20T10:00:00.000Z',
          ends_at: '2026-11-27T10:00:00.000Z',
        },
      }),
    );
    expect(
      screen.getByText(
        `Your self-exclusion ends on ${formatEndTime('2026-11-27T10:00:00.000Z', 'en')}, after the 7-day cooling-off period.`,
      ),
    ).toBeInTheDocument();
  });

  it('offers Off for the reality check only where the casino allows it', async () => {
    sessionStore.getState().setConfig(
      makeConfig({
        protection: {
          ...UK,
          profile: 'mga',
          reality_check: { intervals_min: [15, 30, 60, 120], default_min: 60, can_turn_off: true },
        },
      }),
    );
    await renderForPlayer(
      makeState({ reality_check: { interval_min: null, due_at: null, due: false } }),
    );
    expect(screen.getByText('Currently off.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Off' })).toHaveProperty('selected', true);
    fetchMock.mockResolvedValue(json(200, makeState()));
    await userEvent.selectOptions(screen.getByLabelText('Interval'), '120 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Save interval' }));
    const [sent] = calls('/api/protection/reality-check');
    expect(sent![1].method).toBe('PUT');
    expect(JSON.parse(String(sent![1].body))).toEqual({ interval_min: 120 });
  });

  it('says when the settings cannot be loaded, and loads them again on Retry', async () => {
    sessionStore.getState().setPlayer(makePlayer());
    fetchMock.mockResolvedValueOnce(json(500, { error: 'boom', code: 'server_error' }));
    renderPage();
    expect(await screen.findByText('We could not load your settings.')).toBeVisible();
    fetchMock.mockResolvedValue(json(200, makeState()));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Limits' })).toBeVisible();
  });
});
