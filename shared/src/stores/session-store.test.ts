import { act, renderHook } from '@testing-library/react';
import type { CasinoConfig, Player } from '../types/entities';
import {
  selectIsFavorite,
  selectIsLoggedIn,
  sessionStore,
  useIsLoggedIn,
  useSessionStore,
} from './session-store';

const initial = sessionStore.getState();
afterEach(() => sessionStore.setState(initial, true));

const balances = {
  balance: 20,
  currency_code: 'USD',
  withdrawable: 10,
  playthrough: null,
  bonus: 0,
  comp_points: null,
};

const player = {
  PID: 7,
  username: 'demo',
  fname: 'Dee',
  lname: 'Mo',
  class: 'regular',
  class_vip_level: 0,
  class_display_name: 'Regular',
  currency_code: 'USD',
  practicemode: false,
  balances,
  favorites: [{ shortname: 'gold-rush', provider: 'nova' }],
} satisfies Player;

describe('sessionStore', () => {
  it('starts as a guest', () => {
    const state = sessionStore.getState();
    expect(state.player).toBeNull();
    expect(state.favorites).toEqual([]);
    expect(selectIsLoggedIn(state)).toBe(false);
  });

  it('takes balances and favorites from the player', () => {
    sessionStore.getState().setPlayer(player);
    const state = sessionStore.getState();
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(state.balances).toEqual(balances);
    expect(state.favorites).toEqual(player.favorites);
  });

  it('sets config, balances and the catalogue time', () => {
    const config = { casino_id: 4 } as CasinoConfig;
    const { setConfig, setBalances, setCatalogueLoadedAt } = sessionStore.getState();
    setConfig(config);
    setBalances({ ...balances, balance: null });
    setCatalogueLoadedAt(123);
    expect(sessionStore.getState()).toMatchObject({
      config,
      balances: { balance: null },
      catalogueLoadedAt: 123,
    });
  });

  it('adds a favorite once', () => {
    const { addFavorite } = sessionStore.getState();
    addFavorite({ shortname: 'a', provider: 'p1' });
    addFavorite({ shortname: 'a', provider: 'p1' });
    addFavorite({ shortname: 'a', provider: 'p2' });
    expect(sessionStore.getState().favorites).toEqual([
      { shortname: 'a', provider: 'p1' },
      { shortname: 'a', provider: 'p2' },
    ]);
    expect(selectIsFavorite({ shortname: 'a', provider: 'p2' })(sessionStore.getState())).toBe(
      true,
    );
    expect(selectIsFavorite({ shortname: 'a', provider: 'p3' })(sessionStore.getState())).toBe(
      false,
    );
  });

  it('removes a favorite by shortname and provider', () => {
    const { setFavorites, removeFavorite } = sessionStore.getState();
    setFavorites([
      { shortname: 'a', provider: 'p1' },
      { shortname: 'a', provider: 'p2' },
      { shortname: 'b', provider: 'p1' },
    ]);
    removeFavorite({ shortname: 'a', provider: 'p1' });
    expect(sessionStore.getState().favorites).toEqual([
      { shortname: 'a', provider: 'p2' },
      { shortname: 'b', provider: 'p1' },
    ]);
  });

  it('clears the player on logout and keeps the config', () => {
    const config = { casino_id: 4 } as CasinoConfig;
    sessionStore.getState().setConfig(config);
    sessionStore.getState().setPlayer(player);
    sessionStore.getState().setUnreadMessages(2);
    expect(sessionStore.getState().unreadMessages).toBe(2);
    sessionStore.getState().clear();
    expect(sessionStore.getState()).toMatchObject({
      config,
      player: null,
      balances: null,
      favorites: [],
      unreadMessages: null,
    });
    sessionStore.getState().setPlayer(player);
    sessionStore.getState().setPlayer(null);
    expect(selectIsLoggedIn(sessionStore.getState())).toBe(false);
  });

  it('re-renders hooks on change', () => {
    const loggedIn = renderHook(() => useIsLoggedIn());
    const favorites = renderHook(() => useSessionStore((s) => s.favorites.length));
    const whole = renderHook(() => useSessionStore());
    expect(loggedIn.result.current).toBe(false);
    act(() => sessionStore.getState().setPlayer(player));
    expect(loggedIn.result.current).toBe(true);
    expect(favorites.result.current).toBe(1);
    expect(whole.result.current.player?.username).toBe('demo');
  });
});
