import { useEffect, useMemo } from 'react';
import {
  getApi,
  Navigate,
  parlorBus,
  favoriteGames,
  sessionStore,
  useCatalogueData,
  useSessionStore,
  useTranslation,
} from '@parlor/shared';
import { useLobbyGames } from '../../hooks/use-lobby-games';
import { GamesListView } from '../../components/list/games-list-view';

/** /favorites: players only; newest release first; an empty list speaks to the player. */
export function FavoritesPage() {
  const loggedIn = useSessionStore((s) => s.player !== null);
  useEffect(() => {
    if (!loggedIn) parlorBus.emit('auth:login-required', { redirect: '/favorites' });
  }, [loggedIn]);
  return loggedIn ? <PlayerFavorites /> : <Navigate to="/" replace />;
}

/**
 * The server's list replaces the session's, unless a favorite changed here while it was on its way
 * (the one a `?fav` link sends just after login, say): that list may predate the change, so it is
 * asked for again rather than undoing it on screen.
 */
const loadMyFavorites = (): Promise<unknown> => {
  const asked = sessionStore.getState().favorites;
  return getApi()
    .myFavorites()
    .then(
      (list) => {
        if (!Array.isArray(list)) return list;
        if (sessionStore.getState().favorites !== asked) return loadMyFavorites();
        sessionStore.getState().setFavorites(list);
        return list;
      },
      (error: unknown) => console.error('myfavorites failed', error),
    );
};

function PlayerFavorites() {
  const { t } = useTranslation('lobby');
  const fname = useSessionStore((s) => s.player?.fname ?? '');
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? false);
  const favorites = useSessionStore((s) => s.favorites);
  const games = useLobbyGames();

  // The server's list replaces the session's on every visit (another device may have changed it).
  useCatalogueData('lobby:my-favorites', loadMyFavorites, { fresh: true });

  const list = useMemo(
    () => (games ? favoriteGames(games, favorites, isFusion) : null),
    [games, favorites, isFusion],
  );
  if (list && list.length === 0) {
    return (
      <div className="games-list">
        <h1>{t('favorites.title')}</h1>
        <p className="favorites-empty">{t('favorites.empty', { name: fname })}</p>
      </div>
    );
  }
  return <GamesListView title={t('favorites.title')} games={list} />;
}
