import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, STORAGE_KEYS, type Game } from '@parlor/shared';
import { refillCatalogue, registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { makeConfig, makeGame, markFirstScreen, resetFirstScreen } from '@parlor/shared/testing';
import { registerParlorRemotes } from '@parlor/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerLobbyNamespace } from '../../i18n/register-lobby-namespace';
import { HomePage } from './home-page';

// Remote sections load through the federation runtime: here only the promotions' top promos do.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = loadRemote as jest.Mock;

function catalogue(): Game[] {
  const games: Game[] = [];
  for (let i = 1; i <= 30; i++) {
    games.push(
      makeGame({
        id: i,
        shortname: `game-${i}`,
        name: `Game ${i}`,
        display_name: `Game ${i}`,
        release_date: `2020-01-${String(i).padStart(2, '0')}`,
        sub_groups: i % 2 ? ['popular'] : [],
        sub_groups_with_sort: i % 2 ? [{ name: 'popular', order: i }] : [],
        jackpot: i === 1 ? 500 : 0,
      }),
    );
  }
  // Never a tile, even though it is the newest game.
  games.push(
    makeGame({
      id: 99,
      shortname: 'first-sportsbook',
      display_name: 'Sportsbook',
      release_date: '2030-01-01',
    }),
  );
  return games;
}

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await registerSharedNamespace();
  await registerLobbyNamespace();
  await refillCatalogue({
    games: catalogue(),
    providers: [],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 0,
  });
});

it('shows the 10 newest games of the general list, newest first, and at most twelve popular ones from the local catalogue', async () => {
  sessionStore.getState().setConfig(makeConfig());
  renderHome();
  const newGames = await screen.findByRole('list', { name: 'New Games' });
  const names = within(newGames)
    .getAllByRole('link')
    .map((a) => a.getAttribute('aria-label'));
  expect(names).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21].map((n) => `Play Game ${n}`));
  expect(names).not.toContain('Play Sportsbook');

  const popular = screen.getByRole('list', { name: 'Popular Games' });
  const popularCount = within(popular).getAllByRole('listitem').length;
  expect(popularCount).toBe(12);
  expect(screen.getByRole('link', { name: 'View all New Games' })).toHaveAttribute(
    'href',
    '/subgroup/new',
  );
  expect(screen.getByRole('link', { name: 'View all Popular Games' })).toHaveAttribute(
    'href',
    '/subgroup/popular',
  );
});

it('shows skeletons until the catalogue is read', () => {
  sessionStore.getState().setConfig(makeConfig());
  // a new load of the catalogue: what the test above read is not this load's
  sessionStore.getState().setCatalogueLoadedAt(Date.now() + Math.random());
  renderHome();
  // new, popular, jackpots, top slots, classic, high volatility
  expect(screen.getAllByRole('list', { name: 'Loading games…' })).toHaveLength(6);
});

it('shows the total jackpot the server announced, else the sum of the shown jackpots', async () => {
  sessionStore.getState().setConfig(makeConfig());
  localStorage.setItem(STORAGE_KEYS.totalJackpot, '123456.78');
  const { unmount } = renderHome();
  const total = async () => (await screen.findByText('Total jackpot')).parentElement?.textContent;
  expect(await total()).toMatch(/123,456\.78/);
  unmount();

  localStorage.removeItem(STORAGE_KEYS.totalJackpot);
  renderHome();
  expect(await total()).toMatch(/Total jackpot \D*500\.00$/);
});

describe('sections below the first screen', () => {
  /** An IntersectionObserver that reports only when the test says a spot came into view. */
  class FakeObserver {
    static all: FakeObserver[] = [];
    target: Element | null = null;
    constructor(private readonly report: IntersectionObserverCallback) {
      FakeObserver.all.push(this);
    }
    observe(target: Element) {
      this.target = target;
    }
    disconnect() {}
    unobserve() {}
    comeIntoView() {
      const entry = { isIntersecting: true, target: this.target } as IntersectionObserverEntry;
      act(() => this.report([entry], this as unknown as IntersectionObserver));
    }
  }

  beforeEach(() => {
    resetFirstScreen();
    FakeObserver.all = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    sessionStore.getState().setConfig(makeConfig());
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('render with the first screen only the top sections, and a lower one once the first screen is up and it comes near the viewport', async () => {
    renderHome();
    expect(await screen.findByRole('list', { name: 'New Games' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Popular Games' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jackpots' })).not.toBeInTheDocument();
    // nothing is watched before the first screen is up: it competes with nothing
    expect(FakeObserver.all).toHaveLength(0);
    act(() => markFirstScreen());
    await waitFor(() => expect(FakeObserver.all.length).toBeGreaterThan(1));

    // in page order: tournaments (another remote's), then jackpots
    const jackpots = FakeObserver.all[1]!;
    expect(jackpots.target).toHaveAttribute('aria-hidden', 'true');
    jackpots.comeIntoView();
    expect(await screen.findByRole('heading', { name: 'Jackpots' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Providers' })).not.toBeInTheDocument();
  });

  it('never render a section nobody scrolls to, however idle the page', async () => {
    renderHome();
    await screen.findByRole('list', { name: 'New Games' });
    act(() => markFirstScreen());
    await waitFor(() => expect(FakeObserver.all.length).toBeGreaterThan(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(screen.queryByRole('heading', { name: 'Jackpots' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Providers' })).not.toBeInTheDocument();
  });
});

describe("the promotions' promos at the top of home", () => {
  function TopPromos() {
    return <p>Weekend reload</p>;
  }

  beforeEach(() => {
    resetFirstScreen();
    sessionStore.getState().setConfig(makeConfig());
    registerParlorRemotes({ mf_promotions: 'http://promotions.test/remoteEntry.js' });
    mockedLoad.mockReset();
    // the promotions' other home sections render nothing here
    mockedLoad.mockImplementation((id: string) =>
      Promise.resolve({ default: id === 'mf_promotions/MatchingPromos' ? TopPromos : () => null }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    document.head.querySelectorAll('link[data-home-promo]').forEach((link) => link.remove());
    jest.restoreAllMocks();
  });

  const PROMO_IMAGE = 'http://assets.test/promos/weekend.jpg';
  function announce(href = PROMO_IMAGE) {
    const announced = document.createElement('link');
    announced.setAttribute('rel', 'preload');
    announced.setAttribute('href', href);
    announced.setAttribute('data-home-promo', '');
    document.head.append(announced);
  }
  const reserveImage = (container: HTMLElement) =>
    container.querySelector<HTMLImageElement>('.home-promo-reserve img');

  // first: a module that loaded once renders at once in later outlets
  it("show the announced promo's image in its box while the promotions remote loads", async () => {
    announce();
    let arrive: (module: { default: typeof TopPromos }) => void = () => {};
    mockedLoad.mockImplementation((id: string) =>
      id === 'mf_promotions/MatchingPromos'
        ? new Promise((resolve) => (arrive = resolve))
        : Promise.resolve({ default: () => null }),
    );
    const { container } = renderHome();
    await screen.findByRole('list', { name: 'New Games' });
    expect(reserveImage(container)).toHaveAttribute('src', PROMO_IMAGE);
    await act(async () => arrive({ default: TopPromos }));
    expect(await screen.findByText('Weekend reload')).toBeInTheDocument();
    expect(reserveImage(container)).toBeNull();
  });

  it('load with the first tiles when the page announced one: it is the largest paint', async () => {
    announce();
    renderHome();
    expect(await screen.findByText('Weekend reload')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'New Games' })).toBeInTheDocument();
  });

  it('ignore an announcement whose address is not http(s)', async () => {
    announce('javascript:alert(1)');
    const { container } = renderHome();
    await screen.findByRole('list', { name: 'New Games' });
    expect(container.querySelector('.home-promo-reserve')).toBeNull();
    expect(reserveImage(container)).toBeNull();
  });

  it('otherwise wait until the first tiles are up', async () => {
    renderHome();
    await screen.findByRole('list', { name: 'New Games' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('Weekend reload')).not.toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalledWith('mf_promotions/MatchingPromos');
    act(() => markFirstScreen());
    expect(await screen.findByText('Weekend reload')).toBeInTheDocument();
  });
});

describe("the tournaments' home section", () => {
  function TournamentsSection() {
    return <p>Live tournaments here</p>;
  }

  beforeEach(() => {
    resetFirstScreen();
    registerParlorRemotes({ mf_tournaments: 'http://tournaments.test/remoteEntry.js' });
    mockedLoad.mockReset();
    mockedLoad.mockImplementation((id: string) =>
      Promise.resolve({
        default: id === 'mf_tournaments/HomeSection' ? TournamentsSection : () => null,
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('is on home while the config offers tournaments', async () => {
    sessionStore.getState().setConfig(makeConfig());
    renderHome();
    await screen.findByRole('list', { name: 'New Games' });
    act(() => markFirstScreen());
    expect(await screen.findByText('Live tournaments here')).toBeInTheDocument();
  });

  it("is left out when the config's tournaments flag is off", async () => {
    sessionStore.getState().setConfig(makeConfig({ tournaments: false }));
    renderHome();
    await screen.findByRole('list', { name: 'New Games' });
    act(() => markFirstScreen());
    expect(await screen.findByRole('heading', { name: 'Jackpots' })).toBeInTheDocument();
    expect(screen.queryByText('Live tournaments here')).not.toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalledWith('mf_tournaments/HomeSection');
  });
});
