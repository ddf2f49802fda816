import 'fake-indexeddb/auto';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore, useLocation, type CasinoConfig } from '@parlor/shared';
import type { ProtectionState } from '@parlor/shared/host';
import { MGA_PROFILE, UK_PROFILE } from '@parlor/shared/testing';
import {
  installFakeApi,
  makeConfig,
  makePlayer,
  MemoryRouter,
  registerParlorRemotes,
  registerSharedNamespace,
  Route,
  Routes,
  uiStore,
} from '@parlor/shared/testing';
import { registerShellNamespace } from '../../i18n/register-shell-namespace';
import { AppLayout } from '../../layout/app-layout';
import { logout } from '../../player/logout';
import { RemoteRoute } from '../../routes/remote-route';
import { ROUTE_TABLE } from '../../routes/route-table';
import { BEFORE_PLAY_MODAL } from './before-play-modal';
import { makeProtectionState } from './test-state';

// Every remote is down: the shell's own parts must work without them.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../../player/logout', () => ({ logout: jest.fn() }));

// The device's clock is 2 minutes behind the server's: 10:12:34 on the server is 10:10:34 here.
const SESSION_START = Date.parse('2026-05-01T10:00:00.000Z');
const SERVER_NOW = Date.parse('2026-05-01T10:12:34.000Z');
const SKEW_MS = 120_000;
const INTERVAL_MS = 20 * 60_000;

/** The controller, as far as these tests go: its clock runs SKEW_MS ahead of the device's. */
let server: {
  dueAt: number | null;
  wagered: number;
  won: number;
  /** the state's show_tools; undefined: an older controller that sends none */
  showTools?: boolean;
};
let fetchMock: jest.Mock;

const serverNow = () => Date.now() + SKEW_MS;

function currentState(): ProtectionState {
  const due = server.dueAt !== null && serverNow() >= server.dueAt;
  const state = makeProtectionState({
    session: {
      started_at: new Date(SESSION_START).toISOString(),
      elapsed_s: Math.floor((serverNow() - SESSION_START) / 1000),
      wagered_cents: server.wagered,
      won_cents: server.won,
      net_cents: server.won - server.wagered,
    },
    reality_check: {
      interval_min: 20,
      due_at: server.dueAt === null ? null : new Date(server.dueAt).toISOString(),
      due,
    },
    show_tools: server.showTools === true,
  });
  if (server.showTools === undefined) delete (state as Partial<ProtectionState>).show_tools;
  return state;
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200 });
}

function answer(url: string, init?: RequestInit): Response {
  if (url.endsWith('/api/protection/reality-check') && init?.method === 'POST') {
    server.dueAt = serverNow() + INTERVAL_MS;
    return json(currentState());
  }
  if (url.endsWith('/api/protection/tools-seen') && init?.method === 'POST') {
    server.showTools = false;
    return json(currentState());
  }
  if (url.endsWith('/api/protection')) return json(currentState());
  return new Response('{}', { status: 404 });
}

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

beforeEach(() => {
  // the remotes' outlets say they failed: expected here, the rest is still shown
  const log = console.error.bind(console);
  const expected =
    /remote outlet failed|remote \S+ is unavailable|remote module \S+ failed to load/;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    if (!expected.test(text)) log(...args);
  });
  jest.useFakeTimers({ now: SERVER_NOW - SKEW_MS });
  (loadRemote as jest.Mock).mockRejectedValue(new Error('remote entry unreachable'));
  registerParlorRemotes({
    mf_game: 'http://x/game.js',
    mf_lobby: 'http://x/lobby.js',
    mf_freespins: 'http://x/freespins.js',
    mf_promotions: 'http://x/promotions.js',
  });
  installFakeApi({});
  // due at 10:20:00 on the server's clock
  server = { dueAt: SESSION_START + INTERVAL_MS, wagered: 12_000, won: 9_550 };
  fetchMock = jest.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  (logout as jest.Mock).mockReset().mockResolvedValue(undefined);
  setCasino({ protection: UK_PROFILE });
  sessionStore.getState().setPlayer(makePlayer());
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setCasino(over: Partial<CasinoConfig>) {
  sessionStore.getState().setConfig(makeConfig({ is_fusion: false, ...over }));
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const routeOf = (path: string) => ROUTE_TABLE.find((spec) => spec.path === path)!;
const gameRoute = routeOf('/play/:gameslug');
const demoRoute = routeOf('/demo/:gameslug');

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/play/:gameslug" element={<RemoteRoute spec={gameRoute} />} />
          <Route path="/demo/:gameslug" element={<RemoteRoute spec={demoRoute} />} />
          {['/live-dealer', '/sportsbook'].map((path) => (
            <Route key={path} path={path} element={<RemoteRoute spec={routeOf(path)} />} />
          ))}
          <Route path="/responsible-gaming" element={<h1>Responsible gaming</h1>} />
          <Route path="/account/history" element={<h1>History</h1>} />
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** Lets answers, lazy chunks and effects settle, the clock moving by `ms`. */
async function advance(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The layout at `path`, settled: the remotes have failed, the protection state has come. */
async function show(path: string) {
  const view = renderAt(path);
  await advance();
  return view;
}

const protectionCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/protection'));

describe('the session clock', () => {
  it('shows the session time and net position over a real-money game, ticking, with the game remote down', async () => {
    await show('/play/wolf-gold-rush');
    const clock = await screen.findByTestId('session-clock');
    // the game's remote failed, the clock is there all the same
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(clock).getByText('Session time')).toBeVisible();
    expect(within(clock).getByText('0:12:34')).toBeVisible();
    expect(within(clock).getByText('Net position')).toBeVisible();
    expect(within(clock).getByText('-$24.50')).toBeVisible();
    // no live region: the ticking value is not announced
    expect(clock.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(clock.querySelector('[aria-live], [role="status"]')).toBeNull();

    await advance(1000);
    expect(within(clock).getByText('0:12:35')).toBeVisible();
    await advance(65_000);
    expect(within(clock).getByText('0:13:40')).toBeVisible();
  });

  it('moves the net position when the balance changes', async () => {
    await show('/play/wolf-gold-rush');
    const clock = await screen.findByTestId('session-clock');
    expect(within(clock).getByText('-$24.50')).toBeVisible();
    // a bet and a win in the game's frame
    server.wagered = 13_000;
    server.won = 15_000;
    await advance(6_000);
    const before = protectionCalls().length;
    act(() => {
      sessionStore.getState().setBalances({
        balance: 520,
        currency_code: 'USD',
        withdrawable: 520,
        playthrough: 0,
        bonus: 0,
        comp_points: 0,
      });
    });
    await advance();
    expect(protectionCalls().length).toBe(before + 1);
    expect(within(clock).getByText('+$20.00')).toBeVisible();
  });

  it('goes along over a game in fullscreen', async () => {
    await show('/play/wolf-gold-rush');
    const stage = document.createElement('div');
    document.body.appendChild(stage);
    let inFullscreen: Element | null = stage;
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => inFullscreen,
    });
    try {
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      expect(within(stage).getByTestId('session-clock')).toHaveClass('session-clock-floating');
      expect(screen.getAllByTestId('session-clock')).toHaveLength(1);
      inFullscreen = null;
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      expect(within(stage).queryByTestId('session-clock')).toBeNull();
      expect(screen.getByTestId('session-clock')).not.toHaveClass('session-clock-floating');
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement');
      stage.remove();
    }
  });

  it.each(['/live-dealer', '/sportsbook'])(
    'shows on %s, real money played in a frame too, with its remote down',
    async (path) => {
      await show(path);
      const clock = await screen.findByTestId('session-clock');
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(within(clock).getByText('Session time')).toBeVisible();
      expect(within(clock).getByText('0:12:34')).toBeVisible();
      expect(within(clock).getByText('Net position')).toBeVisible();
      expect(within(clock).getByText('-$24.50')).toBeVisible();
      // and moves with the balance there, as on a game page
      server.won = 12_500;
      await advance(6_000);
      act(() => {
        sessionStore.getState().setBalances({
          balance: 505,
          currency_code: 'USD',
          withdrawable: 505,
          playthrough: 0,
          bonus: 0,
          comp_points: 0,
        });
      });
      await advance();
      expect(within(clock).getByText('+$5.00')).toBeVisible();
    },
  );

  it('is not on fun-money pages, other pages, for guests, or where the casino has no clock', async () => {
    const demo = await show('/demo/wolf-gold-rush');
    expect(screen.queryByTestId('session-clock')).toBeNull();
    demo.unmount();

    const lobby = await show('/');
    expect(screen.queryByTestId('session-clock')).toBeNull();
    lobby.unmount();

    setCasino({ protection: { ...UK_PROFILE, session_clock: false } });
    const off = await show('/play/wolf-gold-rush');
    expect(screen.queryByTestId('session-clock')).toBeNull();
    off.unmount();

    setCasino({ protection: UK_PROFILE });
    sessionStore.getState().setPlayer(null);
    fetchMock.mockClear();
    await show('/play/wolf-gold-rush');
    expect(screen.queryByTestId('session-clock')).toBeNull();
    expect(protectionCalls()).toHaveLength(0);
  });
});

describe('the reality check', () => {
  it('comes at due_at on the server’s clock, over the whole page, with the session’s figures', async () => {
    await show('/play/wolf-gold-rush');
    await screen.findByTestId('session-clock');
    expect(screen.queryByRole('dialog')).toBeNull();

    // due at 10:20:00 on the server: 7 min 26 s from now
    await advance(7 * 60_000 + 25_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_000);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Time played').nextSibling).toHaveTextContent(/^0:20:0\d$/);
    expect(within(dialog).getByText('Amount wagered').nextSibling).toHaveTextContent('$120.00');
    expect(within(dialog).getByText('Amount won').nextSibling).toHaveTextContent('$95.50');
    expect(within(dialog).getByText('Net position').nextSibling).toHaveTextContent('-$24.50');
    // the page behind, the game's frame with it, is out of reach
    expect(document.getElementById('main')?.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(dialog.parentElement).toHaveClass('reality-check-overlay');
  });

  it('takes the focus, keeps it and ignores Escape', async () => {
    server.dueAt = serverNow();
    await show('/');
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveFocus();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    // the answers first, then where to find help
    await user.tab();
    const help = screen.getByRole('link', { name: 'Our responsible gaming tools and advice' });
    expect(help).toHaveFocus();
    // then each help contact (a site and a phone), the last one leading back to the start
    await user.tab();
    expect(screen.getByRole('link', { name: /^BeGambleAware/ })).toHaveFocus();
    await user.tab();
    const last = document.activeElement;
    expect(last).toHaveAttribute('href', expect.stringMatching(/^tel:|gamcare/));
    for (let i = 0; i < 4 && document.activeElement?.textContent !== 'Continue'; i++) {
      await user.tab();
    }
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toHaveAttribute('href');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('Continue posts once, closes and times the next check', async () => {
    server.dueAt = serverNow();
    await show('/');
    await screen.findByRole('dialog', { name: 'Reality check' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.dblClick(button);
    await advance();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0]).toBe('/api/protection/reality-check');
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ action: 'continue' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();

    // the next one, 20 minutes on
    await advance(INTERVAL_MS - 2_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(3_000);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('Log out logs the player out', async () => {
    server.dueAt = serverNow();
    await show('/play/wolf-gold-rush');
    await screen.findByRole('dialog', { name: 'Reality check' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('View history goes to the history, the check staying open until answered', async () => {
    server.dueAt = serverNow();
    await show('/play/wolf-gold-rush');
    await screen.findByRole('dialog', { name: 'Reality check' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'View history' }));
    expect(screen.getAllByTestId('where')[0]).toHaveTextContent('/account/history');
    // docked beside the history, which can be read: not modal there
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'History' })).toBeVisible();
  });

  it('shows nothing where the casino has no reality checks', async () => {
    setCasino({ protection: { ...UK_PROFILE, reality_check: null } });
    server.dueAt = serverNow();
    await show('/play/wolf-gold-rush');
    await screen.findByTestId('session-clock');
    await advance(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('where to find help in the reality check', () => {
  const HELP = [
    { name: 'BeGambleAware', url: 'https://www.begambleaware.org', phone: '0808 8020 133' },
    { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  ];

  it('lists the casino’s help contacts and links to the responsible gaming page', async () => {
    setCasino({ protection: { ...UK_PROFILE, help: HELP } });
    server.dueAt = serverNow();
    await show('/play/wolf-gold-rush');
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(
      within(dialog).getByRole('link', { name: 'BeGambleAware (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.begambleaware.org');
    expect(
      within(dialog).getByRole('link', { name: 'Call BeGambleAware on 0808 8020 133' }),
    ).toHaveAttribute('href', 'tel:08088020133');
    expect(
      within(dialog).getByRole('link', { name: 'GamCare (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    const page = within(dialog).getByRole('link', {
      name: 'Our responsible gaming tools and advice',
    });
    expect(page).toHaveAttribute('href', '/responsible-gaming');
  });

  it('docks beside the responsible gaming page its link opens, until answered', async () => {
    server.dueAt = serverNow();
    await show('/play/wolf-gold-rush');
    await screen.findByRole('dialog', { name: 'Reality check' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('link', { name: 'Our responsible gaming tools and advice' }));
    expect(screen.getAllByTestId('where')[0]).toHaveTextContent('/responsible-gaming');
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Continue' })));
    await advance();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the tools before the first stake', () => {
  const toolsSeenPosts = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) =>
        String(url).endsWith('/api/protection/tools-seen') &&
        (init as RequestInit | undefined)?.method === 'POST',
    );

  beforeEach(() => {
    setCasino({ protection: MGA_PROFILE });
    server.dueAt = null;
    server.showTools = true;
  });

  it('shows them once, labelled, with the casino’s tools and the way to the page', async () => {
    await show('/');
    const dialog = await screen.findByRole('dialog', { name: 'Before you play' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Before you play' })).toBeVisible();
    expect(dialog).toHaveTextContent('Deposit limits');
    expect(dialog).toHaveTextContent('Reality check');
    expect(dialog).toHaveTextContent('15 minutes, 30 minutes, 60 minutes or 120 minutes');
    expect(dialog).toHaveTextContent('You can also turn it off.');
    expect(dialog).toHaveTextContent('Take a break');
    expect(dialog).toHaveTextContent('Self-exclusion');
    expect(dialog).toHaveTextContent('tell us why, we decide within 7 days');
    expect(within(dialog).getByRole('link', { name: 'Set up my limits now' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
  });

  it('Continue records them seen, once, and they do not come back', async () => {
    await show('/');
    await screen.findByRole('dialog', { name: 'Before you play' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await advance();
    expect(toolsSeenPosts()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // the page comes back into view: the state is asked again and says they were seen
    act(() => void window.dispatchEvent(new Event('focus')));
    await advance(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the focus inside; Escape puts them off without recording them seen', async () => {
    await show('/');
    const dialog = await screen.findByRole('dialog', { name: 'Before you play' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // the page behind is out of reach, and what would invite play waits
    expect(document.getElementById('main')?.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(uiStore.getState().modals.map((m) => m.id)).toEqual([BEFORE_PLAY_MODAL]);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(uiStore.getState().modals).toEqual([]);
    expect(toolsSeenPosts()).toHaveLength(0);
    await advance(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('following the link to set them up records them seen and leaves for the page', async () => {
    await show('/');
    await screen.findByRole('dialog', { name: 'Before you play' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // the answer comes while the page changes: within act, as the rest of the click
    await act(() => user.click(screen.getByRole('link', { name: 'Set up my limits now' })));
    await advance();
    expect(screen.getAllByTestId('where')[0]).toHaveTextContent('/responsible-gaming');
    expect(toolsSeenPosts()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when they could not be recorded, and stays', async () => {
    await show('/');
    await screen.findByRole('dialog', { name: 'Before you play' });
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('', { status: 503 })));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await advance();
    const dialog = screen.getByRole('dialog', { name: 'Before you play' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'We could not reach the casino. Please try again.',
    );
  });

  it('is not shown when seen, when the controller does not say, or over a due reality check', async () => {
    server.showTools = false;
    const seen = await show('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    seen.unmount();

    server.showTools = undefined;
    const older = await show('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    older.unmount();

    server.showTools = true;
    server.dueAt = serverNow();
    await show('/');
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Before you play' })).toBeNull();
  });
});
