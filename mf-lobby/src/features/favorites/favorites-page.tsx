import { useEffect, useMemo } from 'react';
import {
  getApi,
  Navigate,
  parlorBus,
  sessionStore,
  useSessionStore,
  useTranslation,
} from '@parlor/shared';
import { favoriteGames } from '@parlor/shared/src/domain/favorites';
import { useLobbyGames } from '../catalogue/use-lobby-games';
import { GamesListView } from '../list/games-list-view';

/** /favorites: players only; newest release first; an empty list speaks to the player. */
export function FavoritesPage() {
  const loggedIn = useSessionStore((s) => s.player !== null);
  useEffect(() => {
    if (!loggedIn) parlorBus.emit('auth:login-required', { redirect: '/favorites' });
  }, [loggedIn]);
  return loggedIn ? <PlayerFavorites /> : <Navigate to="/" replace />;
}

function PlayerFavorites() {
  const { t } = useTranslation('lobby');
  const fname = useSessionStore((s) => s.player?.fname ?? '');
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? false);
  const favorites = useSessionStore((s) => s.favorites);
  const games = useLobbyGames();

  useEffect(() => {
    let live = true;
    getApi()
      .myFavorites()
      .then(
        (list) => {
          if (live && Array.isArray(list)) sessionStore.getState().setFavorites(list);
        },
        (error: unknown) => console.error('myfavorites failed', error),
      );
    return () => {
      live = false;
    };
  }, []);

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
