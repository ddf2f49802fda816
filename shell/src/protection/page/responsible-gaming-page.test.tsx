import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parlorBus, sessionStore } from '@parlor/shared';
import type { LimitState, ProtectionProfile, ProtectionState } from '@parlor/shared/host';
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
import { MGA_PROFILE, UK_PROFILE } from '@parlor/shared/testing';

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
      deposit_day: {
        value: 5000,
        pending: { value: 50000, effective_at: PENDING_AT, awaiting_confirmation: false },
      },
      loss_day: { value: 10000, pending: null },
    },
    break: null,
    exclusion: null,
    age_verification: 'verified',
    show_tools: false,
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

/** The page for a player, settled; the view, for a test that renders it again. */
async function renderForPlayerView(state: ProtectionState) {
  sessionStore.getState().setPlayer(makePlayer());
  // under the site's base path or not
  fetchMock.mockImplementation((url: string) =>
    Promise.resolve(url.endsWith('/api/protection') ? json(200, state) : json(404, {})),
  );
  const view = renderPage();
  await screen.findByRole('heading', { name: 'Limits' });
  return view;
}

async function renderForPlayer(state: ProtectionState = makeState()) {
  await renderForPlayerView(state);
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

describe('ending a self-exclusion, or coming back after one', () => {
  const ENDS_AT = '2026-11-21T10:00:00.000Z';
  const region = () => screen.getByRole('region', { name: 'Ending a self-exclusion' });
  const answerWith = (response: () => Response) =>
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(url === '/api/protection/exclusion/end' ? response() : json(404, {})),
    );
  async function ask(section: HTMLElement, reason = '') {
    await userEvent.type(within(section).getByLabelText('Username'), 'excluded');
    await userEvent.type(within(section).getByLabelText('Password'), 'demo1234');
    if (reason) {
      await userEvent.type(within(section).getByLabelText('Why do you want to come back?'), reason);
    }
    await userEvent.click(within(section).getByRole('button', { name: 'Ask to come back' }));
  }
  const sentBody = () =>
    JSON.parse(String(calls('/api/protection/exclusion/end')[0]![1].body)) as unknown;

  it('asks with the account’s username and password, and says from when play resumes', async () => {
    answerWith(() =>
      json(200, {
        exclusion: {
          until: '2026-11-20T09:00:00.000Z',
          end_requested_at: '2026-11-20T10:00:00.000Z',
          ends_at: ENDS_AT,
        },
      }),
    );
    renderPage();
    const section = region();
    // the UK profile's rule: ask to come back, play a day later
    expect(section).toHaveTextContent('your account stays closed until you ask to come back');
    expect(section).toHaveTextContent('one day after you ask');
    expect(within(section).getByText('Optional.')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Ask to come back' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Enter your username and password.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await ask(section);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      `Your request is received. You can play again from ${formatEndTime(ENDS_AT, 'en')}.`,
    );
    expect(sentBody()).toEqual({ username: 'excluded', password: 'demo1234' });
  });

  it('wants a reason in the MGA profile, and sends it', async () => {
    sessionStore.getState().setConfig(makeConfig({ protection: { ...MGA_PROFILE, help: [] } }));
    answerWith(() =>
      json(200, {
        exclusion: { until: null, end_requested_at: '2026-11-20T10:00:00.000Z', ends_at: ENDS_AT },
      }),
    );
    renderPage();
    const section = region();
    expect(section).toHaveTextContent('tell us why, we decide within 7 days');
    const reason = within(section).getByLabelText('Why do you want to come back?');
    expect(reason).toHaveAttribute('aria-required', 'true');
    expect(reason).toHaveAccessibleDescription(
      'Required: we read every request before we agree to it.',
    );
    await ask(section);
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Please tell us why you want your self-exclusion to end.',
    );
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(reason, '  I have had help and want to play a little again.  ');
    await userEvent.click(within(section).getByRole('button', { name: 'Ask to come back' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your request is received.',
    );
    expect(sentBody()).toEqual({
      username: 'excluded',
      password: 'demo1234',
      reason: 'I have had help and want to play a little again.',
    });
  });

  it.each([
    [
      409,
      { code: 'too_early', until: '2027-05-20T10:00:00.000Z' },
      `An indefinite self-exclusion can be ended only 6 months after it started. You can ask from ${formatEndTime('2027-05-20T10:00:00.000Z', 'en')}.`,
    ],
    [
      409,
      { code: 'too_early' },
      'An indefinite self-exclusion can be ended only 6 months after it started.',
    ],
    [
      409,
      { code: 'cannot_end_timed', until: '2027-01-02T08:00:00.000Z' },
      `Your self-exclusion runs until ${formatEndTime('2027-01-02T08:00:00.000Z', 'en')} and cannot be ended early. After that date, you can ask to come back here.`,
    ],
    [409, { code: 'not_excluded' }, 'This account is not self-excluded.'],
    [401, { code: 'bad_credentials' }, 'Wrong username or password.'],
    [409, { code: 'not_indefinite' }, 'Only an indefinite self-exclusion can be ended on request.'],
  ])('says why a request is refused (%i %o)', async (status, body, text) => {
    answerWith(() => json(status, { error: 'Refused', ...body }));
    renderPage();
    const section = region();
    await ask(section);
    expect(await within(section).findByRole('alert')).toHaveTextContent(text);
  });

  it('asks for the reason a casino of the exclusion wanted, though this one does not', async () => {
    answerWith(() => json(400, { error: 'Why?', code: 'reason_required' }));
    renderPage();
    const section = region();
    await ask(section);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Please tell us why you want your self-exclusion to end.',
    );
    expect(within(section).getByLabelText('Why do you want to come back?')).toHaveFocus();
  });

  it('is not offered to a player who is logged in, nor where there are no exclusions', async () => {
    sessionStore.getState().setConfig(makeConfig({ protection: { ...UK, exclusions: [] } }));
    const view = renderPage();
    expect(screen.queryByRole('region', { name: 'Ending a self-exclusion' })).toBeNull();
    view.unmount();
    sessionStore.getState().setConfig(makeConfig({ protection: UK }));
    await renderForPlayer();
    expect(screen.queryByRole('region', { name: 'Ending a self-exclusion' })).toBeNull();
  });
});

describe('for a player', () => {
  it('shows each limit’s value and a pending raise with the time it applies', async () => {
    await renderForPlayer();
    const deposit = limitBox('Deposit limit per day');
    expect(deposit).toHaveTextContent('Current limit: $50.00');
    expect(deposit).toHaveTextContent(
      `Pending change: $500.00, applies on ${formatEndTime(PENDING_AT, 'en')} once you confirm it.`,
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

  it('says before saving that a raise waits 24 hours and a confirmation, then from when', async () => {
    await renderForPlayer();
    const loss = limitBox('Loss limit per day');
    await userEvent.type(within(loss).getByLabelText('New loss limit per day (USD)'), '150');
    expect(within(loss).getByText(/higher than your current limit/)).toHaveTextContent(
      'This is higher than your current limit, so it takes effect only after 24 hours and once you confirm it.',
    );
    expect(calls('/api/protection/limits')).toHaveLength(0);
    const raised = makeState({
      limits: {
        ...makeState().limits,
        loss_day: {
          value: 10000,
          pending: { value: 15000, effective_at: PENDING_AT, awaiting_confirmation: false },
        },
      },
    });
    fetchMock.mockResolvedValue(json(200, raised));
    await userEvent.click(within(loss).getByRole('button', { name: 'Save loss limit per day' }));
    const when = formatEndTime(PENDING_AT, 'en');
    expect(
      await within(loss).findByText(
        `Saved. You can confirm the change from ${when}; until then your current limit applies.`,
      ),
    ).toBeVisible();
    expect(loss).toHaveTextContent(
      `Pending change: $150.00, applies on ${when} once you confirm it.`,
    );
    // not yet: nothing to confirm
    expect(within(loss).queryByRole('button', { name: /^Confirm/ })).toBeNull();
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
    expect(dialog).toHaveTextContent('until you ask for the exclusion to end');
    // the profile's rule for coming back, said before it starts
    expect(dialog).toHaveTextContent(
      'An indefinite self-exclusion can be ended on request from 6 months after it started.',
    );
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
        `You have asked for your self-exclusion to end. You can play again from ${formatEndTime('2026-11-27T10:00:00.000Z', 'en')}.`,
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

describe('a raised limit whose 24 hours are over', () => {
  const awaiting = (over: Partial<ProtectionState['limits']> = {}) =>
    makeState({
      limits: {
        deposit_day: {
          value: 5000,
          pending: { value: 50000, effective_at: PENDING_AT, awaiting_confirmation: true },
        },
        loss_day: {
          value: 10000,
          pending: { value: null, effective_at: PENDING_AT, awaiting_confirmation: true },
        },
        ...over,
      },
    });

  it('says the lower limit holds until the player confirms the new one', async () => {
    await renderForPlayer(awaiting());
    const deposit = limitBox('Deposit limit per day');
    expect(deposit).toHaveTextContent('Current limit: $50.00');
    expect(deposit).toHaveTextContent(
      'Your new limit of $500.00 is ready to confirm. Until you confirm it, your current limit of $50.00 still applies.',
    );
    expect(deposit).not.toHaveTextContent('Pending change');
    const button = within(deposit).getByRole('button', {
      name: 'Confirm the new deposit limit per day',
    });
    expect(button).toHaveTextContent('Confirm the new limit');
    const loss = limitBox('Loss limit per day');
    expect(loss).toHaveTextContent(
      'Removing this limit is ready to confirm. Until you confirm it, your current limit of $100.00 still applies.',
    );
    expect(
      within(loss).getByRole('button', { name: 'Confirm removing your loss limit per day' }),
    ).toHaveTextContent('Confirm the removal');
  });

  it('confirms it with one request, then shows the new limit in force', async () => {
    await renderForPlayer(awaiting());
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      url === '/api/protection/limits/confirm'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(json(404, {})),
    );
    const deposit = limitBox('Deposit limit per day');
    const button = within(deposit).getByRole('button', {
      name: 'Confirm the new deposit limit per day',
    });
    await userEvent.click(button);
    await userEvent.click(button);
    const sent = calls('/api/protection/limits/confirm');
    expect(sent).toHaveLength(1);
    expect(sent[0]![1].method).toBe('POST');
    expect(JSON.parse(String(sent[0]![1].body))).toEqual({ kind: 'deposit_day' });
    const confirmed = awaiting({ deposit_day: { value: 50000, pending: null } });
    await act(async () => answer(json(200, confirmed)));
    expect(within(deposit).getByRole('status')).toHaveTextContent(
      'Confirmed. Your limit is now $500.00.',
    );
    expect(deposit).toHaveTextContent('Current limit: $500.00');
    expect(within(deposit).queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it('says so when there is nothing to confirm yet', async () => {
    await renderForPlayer(awaiting());
    fetchMock.mockResolvedValue(json(409, { error: 'No', code: 'nothing_to_confirm' }));
    const loss = limitBox('Loss limit per day');
    await userEvent.click(
      within(loss).getByRole('button', { name: 'Confirm removing your loss limit per day' }),
    );
    expect(await within(loss).findByRole('alert')).toHaveTextContent(
      'There is nothing to confirm yet: a higher limit can be confirmed once its 24 hours are over.',
    );
  });

  it('shows a change of an older controller, which says nothing of confirming, as pending', async () => {
    const older = awaiting();
    delete (older.limits.deposit_day!.pending as Partial<LimitState['pending'] & object>)
      .awaiting_confirmation;
    await renderForPlayer(older);
    expect(limitBox('Deposit limit per day')).toHaveTextContent('Pending change: $500.00');
    expect(screen.queryByRole('button', { name: /^Confirm the new/ })).toBeNull();
  });
});

describe('the age verification', () => {
  const age = () => screen.queryByRole('region', { name: 'Age verification' });

  it.each([
    ['unverified', 'Your age is not verified yet.', 'Verify your age'],
    ['pending', 'We are checking the document you sent.', 'See your verification'],
    [
      'refused',
      'We could not verify your age with the document you sent. Please send another one.',
      'Send another document',
    ],
  ] as const)('shows %s with the way to the verification page', async (state, text, link) => {
    sessionStore.getState().setConfig(makeConfig({ protection: UK, base_location: '/casino/' }));
    await renderForPlayer(makeState({ age_verification: state }));
    const section = age()!;
    expect(section).toHaveTextContent(text);
    expect(section).toHaveTextContent(
      'You need a verified age before you can play, free play included.',
    );
    expect(within(section).getByRole('link', { name: link })).toHaveAttribute(
      'href',
      '/casino/pages/verification',
    );
  });

  it('says what waits for it in the MGA profile', async () => {
    sessionStore.getState().setConfig(makeConfig({ protection: { ...MGA_PROFILE, help: [] } }));
    await renderForPlayer(makeState({ age_verification: 'unverified' }));
    expect(age()).toHaveTextContent('You need a verified age before you can withdraw.');
  });

  it('has no link once verified, and no section when the controller does not say', async () => {
    const verified = await renderForPlayerView(makeState({ age_verification: 'verified' }));
    expect(age()).toHaveTextContent('Your age is verified.');
    expect(within(age()!).queryByRole('link')).toBeNull();
    verified.unmount();

    const older = JSON.parse(JSON.stringify(makeState())) as Record<string, unknown>;
    delete older.age_verification;
    await renderForPlayer(older as unknown as ProtectionState);
    expect(age()).toBeNull();
  });
});

describe('help on the page', () => {
  it('lists no contact whose address is not a web address', () => {
    sessionStore.getState().setConfig(
      makeConfig({
        protection: {
          ...UK,
          help: [{ name: 'Odd', url: 'javascript:alert(1)' }, ...UK.help],
        },
      }),
    );
    renderPage();
    const help = screen.getByRole('region', { name: 'Need to talk to someone?' });
    expect(within(help).queryByRole('link', { name: /Odd/ })).toBeNull();
    expect(within(help).getAllByRole('listitem')).toHaveLength(2);
  });
});
