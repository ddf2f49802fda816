// The lobby's side of the remote contract: every module webpack.config.js exposes, with the props
// the shell and other remotes pass (tsc fails on a missing module or a changed prop).
import type { RemoteExposes } from '@parlor/shared';
import FavoritesPage from './favorites-page';
import GameTiles from './game-tiles';
import GamesListPage from './games-list-page';
import HomePage from './home-page';
import ProviderGamesPage from './provider-games-page';
import ProvidersPage from './providers-page';
import SearchModalHost from './search-modal-host';

export const lobbyExposes = {
  './HomePage': HomePage,
  './GamesListPage': GamesListPage,
  './FavoritesPage': FavoritesPage,
  './ProvidersPage': ProvidersPage,
  './ProviderGamesPage': ProviderGamesPage,
  './SearchModalHost': SearchModalHost,
  './GameTiles': GameTiles,
} satisfies RemoteExposes<'mf_lobby'>;
