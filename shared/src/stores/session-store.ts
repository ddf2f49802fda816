// Session state shared by the shell and every remote: casino config, player, balances, favorites.
import { createStore } from 'zustand/vanilla';
import type { Balances, CasinoConfig, Favorite, Player } from '../types/entities';
import { hydratedStore, useStoreState } from './use-store-state';

export interface SessionState {
  config: CasinoConfig | null;
  /** null for guests */
  player: Player | null;
  /** live balances (the player's copy is as of getconfig) */
  balances: Balances | null;
  /** live favorites list (the player's copy is as of getconfig) */
  favorites: Favorite[];
  /** when the catalogue was last loaded into the local database (ms since epoch) */
  catalogueLoadedAt: number | null;
  /** unread inbox messages (getunreadmessages); null until known or for guests */
  unreadMessages: number | null;
  setConfig(config: CasinoConfig | null): void;
  /** also takes balances and favorites from the player; null logs out */
  setPlayer(player: Player | null): void;
  setBalances(balances: Balances | null): void;
  setFavorites(favorites: Favorite[]): void;
  addFavorite(favorite: Favorite): void;
  removeFavorite(favorite: Favorite): void;
  setCatalogueLoadedAt(at: number | null): void;
  setUnreadMessages(count: number | null): void;
  /** on logout: forgets the player, balances and favorites; the casino config stays */
  clear(): void;
}

const sameFavorite = (a: Favorite, b: Favorite) =>
  a.shortname === b.shortname && a.provider === b.provider;

export const sessionStore = createStore<SessionState>()((set) => ({
  config: null,
  player: null,
  balances: null,
  favorites: [],
  catalogueLoadedAt: null,
  unreadMessages: null,
  setConfig: (config) => set({ config }),
  setPlayer: (player) =>
    set(
      player
        ? { player, balances: player.balances ?? null, favorites: player.favorites ?? [] }
        : { player: null, balances: null, favorites: [], unreadMessages: null },
    ),
  setBalances: (balances) => set({ balances }),
  setFavorites: (favorites) => set({ favorites }),
  addFavorite: (favorite) =>
    set((state) =>
      state.favorites.some((f) => sameFavorite(f, favorite))
        ? state
        : {
            favorites: [
              ...state.favorites,
              { shortname: favorite.shortname, provider: favorite.provider },
            ],
          },
    ),
  // Fusion rule: a shortname may exist at several providers, so match both.
  removeFavorite: (favorite) =>
    set((state) => ({ favorites: state.favorites.filter((f) => !sameFavorite(f, favorite)) })),
  setCatalogueLoadedAt: (catalogueLoadedAt) => set({ catalogueLoadedAt }),
  setUnreadMessages: (unreadMessages) => set({ unreadMessages }),
  clear: () => set({ player: null, balances: null, favorites: [], unreadMessages: null }),
}));

export const selectIsLoggedIn = (state: SessionState): boolean => state.player !== null;

export const selectIsFavorite =
  (favorite: Favorite) =>
  (state: SessionState): boolean =>
    state.favorites.some((f) => sameFavorite(f, favorite));

export function useSessionStore(): SessionState;
export function useSessionStore<T>(selector: (state: SessionState) => T): T;
export function useSessionStore<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStoreState(sessionHydration, (selector ?? wholeSession) as (state: SessionState) => T);
}

const wholeSession = (state: SessionState) => state;
// the server renders for guests only, from the config the page carries: the session as it is
const sessionHydration = hydratedStore(sessionStore);

export function useIsLoggedIn(): boolean {
  return useStoreState(sessionHydration, selectIsLoggedIn);
}
