import { getApi } from '../runtime/parlor-runtime';
import { getGamesByShortname } from '../db/catalogue-db';
import { isFavoriteGame, takePendingFavorite } from '../domain/favorites';
import { parlorBus } from '../bus/parlor-events';
import { sessionStore } from '../stores/session-store';

/**
 * Sends the favorite wanted by `/?fav={game}&by={provider}` once a player is logged in, then
 * forgets it (taken out of storage before the call, so it is sent once). The shell calls it on
 * every login.
 */
export async function sendPendingFavorite(): Promise<void> {
  const session = sessionStore.getState();
  if (!session.player || !session.config) return;
  const pending = takePendingFavorite();
  if (!pending) return;
  const provider =
    pending.provider || (await getGamesByShortname(pending.shortname))[0]?.provider || '';
  const favorite = { shortname: pending.shortname, provider };
  if (isFavoriteGame(session.favorites, favorite, session.config.is_fusion)) return;
  try {
    const answer = await getApi().setFavorite({
      action: 'add',
      game: favorite.shortname,
      provider,
    });
    if (!answer?.success) return;
    sessionStore.getState().addFavorite(favorite);
    parlorBus.emit('notify', { kind: 'favorite_add', gameslug: favorite.shortname });
    parlorBus.emit('favorites:changed', { favorites: sessionStore.getState().favorites });
  } catch (error) {
    console.error('pending favorite could not be sent', error);
  }
}
