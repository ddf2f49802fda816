import { waitFor } from '@testing-library/react';
import { sessionStore } from '@parlor/shared';
import {
  fetchRemoteCode,
  loadRemoteComponent,
  prefetchRemoteModule,
  uiStore,
} from '@parlor/shared/host';
import {
  clearPrefetchedCalls,
  installFakeApi,
  makeConfig,
  markFirstScreen,
  resetFirstScreen,
} from '@parlor/shared/testing';
import {
  listenForLinkIntent,
  NAVIGATION_PREFETCHED_MARK,
  prefetchVisibleNavigation,
} from './navigation-prefetch';

jest.mock('@parlor/shared/host', () => ({
  ...jest.requireActual('@parlor/shared/host'),
  prefetchRemoteModule: jest.fn(() => Promise.resolve(true)),
  fetchRemoteCode: jest.fn(() => Promise.resolve(true)),
  loadRemoteComponent: jest.fn(),
}));
const prefetched = prefetchRemoteModule as jest.Mock;
const fetchedCode = fetchRemoteCode as jest.Mock;
const loadComponent = loadRemoteComponent as jest.Mock;
/** What the lobby's pages say their first render reads (the remote contract's `prime`). */
const prime = jest.fn(() => Promise.resolve());

/** jsdom lays nothing out: a link is "shown" here unless it is inside [hidden]. */
function layOut() {
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const list = this.closest('[hidden]') ? [] : [{}];
    return list as unknown as DOMRectList;
  });
}

const wait = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  prefetched.mockClear();
  fetchedCode.mockClear();
  prime.mockClear();
  loadComponent.mockReset();
  loadComponent.mockResolvedValue(Object.assign(() => null, { prime }));
  clearPrefetchedCalls();
  resetFirstScreen();
  sessionStore.getState().setConfig(makeConfig({ is_fusion: true, base_location: '' }));
  uiStore.getState().setLanguage('en');
  document.body.innerHTML = `
    <header class="header"><a href="/">Logo</a><a href="/pages/signup">Sign up</a></header>
    <nav class="sidebar">
      <a href="/category/online-slots">Slots</a>
      <a href="/category/table-games">Tables</a>
      <a href="/promotions">Promotions</a>
      <ul hidden><li><a href="/tournaments">Tournaments</a></li></ul>
    </nav>
    <main><a class="game-tile-link" href="/play/golden-reels">Golden Reels</a></main>`;
  layOut();
});

afterEach(() => jest.restoreAllMocks());

it('fetches the code of the visible navigation’s modules, once each, after the first screen, running none', async () => {
  // jsdom has no User Timing
  const marked = jest.fn();
  Object.defineProperty(performance, 'mark', { configurable: true, value: marked });
  const stop = prefetchVisibleNavigation(document);
  await wait();
  expect(fetchedCode).not.toHaveBeenCalled();
  markFirstScreen();
  await waitFor(() => expect(marked).toHaveBeenCalledWith(NAVIGATION_PREFETCHED_MARK));
  expect(fetchedCode.mock.calls).toEqual([
    ['mf_lobby', './HomePage'],
    ['mf_lobby', './GamesListPage'],
    ['mf_promotions', './PromotionsPage'],
  ]);
  // a module runs when its link is about to be followed, not at idle
  expect(prefetched).not.toHaveBeenCalled();
  stop();
});

it('stops when asked to', async () => {
  const stop = prefetchVisibleNavigation(document);
  stop();
  markFirstScreen();
  await wait(50);
  expect(fetchedCode).not.toHaveBeenCalled();
});

it('a link hovered or focused loads its page and asks for the answers that page shows first', async () => {
  const getPromos = jest.fn().mockResolvedValue({ custom_promos: [], regular_promos: [] });
  const getTournaments = jest.fn().mockResolvedValue(null);
  installFakeApi({ getPromos, getTournaments });
  const stop = listenForLinkIntent(document);
  const promotions = document.querySelector('a[href="/promotions"]')!;
  promotions.dispatchEvent(new Event('pointerover', { bubbles: true }));
  promotions.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetched).toHaveBeenCalledWith('mf_promotions', './PromotionsPage');
  expect(prefetched).toHaveBeenCalledTimes(1);
  expect(getPromos).toHaveBeenCalledWith({ lang: 'en', target: 'ucc_promotions' });

  const tile = document.querySelector<HTMLAnchorElement>('.game-tile-link')!;
  tile.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(prefetched).toHaveBeenLastCalledWith('mf_game', './GamePage');

  // a link to a server page is not one of the site's routes
  prefetched.mockClear();
  document
    .querySelector('a[href="/pages/signup"]')!
    .dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(prefetched).not.toHaveBeenCalled();
  stop();
  promotions.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetched).not.toHaveBeenCalled();
  expect(getTournaments).not.toHaveBeenCalled();
});

it("a link about to be followed also loads what its page's first render reads; the idle prefetch does not", async () => {
  installFakeApi({});
  const stop = listenForLinkIntent(document);
  const slots = document.createElement('a');
  slots.href = '/category/online-slots';
  document.body.append(slots);
  slots.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await waitFor(() => expect(prime).toHaveBeenCalledTimes(1));
  expect(loadComponent).toHaveBeenCalledWith('mf_lobby', './GamesListPage');
  stop();

  prime.mockClear();
  layOut();
  const stopIdle = prefetchVisibleNavigation(document);
  markFirstScreen();
  await waitFor(() => expect(fetchedCode).toHaveBeenCalledWith('mf_lobby', './GamesListPage'));
  await wait(50);
  expect(prime).not.toHaveBeenCalled();
  stopIdle();
});
