import { useRef, useState } from 'react';
import { getApi } from '../runtime/parlor-runtime';
import { afterPaint } from '../runtime/first-screen';
import { parlorBus } from '../bus/parlor-events';
import { sessionStore } from '../stores/session-store';
import { withoutFavorite } from '../domain/favorites';
import type { Game } from '../types/entities';

/**
 * Adds or removes a favorite, for the lobby's tiles and the game bar alike (docs/product-rules.md,
 * "Favorites"). A removal follows the casino's rule for what names a game: shortname and provider
 * in fusion, the shortname alone elsewhere. While the call runs the tag is processing
 * and further clicks are ignored; success updates the store (and raises favorite_add on add);
 * `success: false` leaves the processing state on and shows nothing. The call is sent once the
 * tap's frame has been painted.
 */
export function useFavoriteToggle(game: Pick<Game, 'shortname' | 'provider'>, isFusion: boolean) {
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);

  const toggle = async (isFavorite: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);
    const action = isFavorite ? 'remove' : 'add';
    try {
      // The tap's own frame first (the tag turns to processing): building and sending the
      // encrypted call is not part of what the tap waits for on screen.
      await new Promise<void>((resolve) => afterPaint(resolve));
      const answer = await getApi().setFavorite({
        action,
        game: game.shortname,
        provider: game.provider,
      });
      if (!answer?.success) return; // a refusal: stays processing, nothing visible
      const session = sessionStore.getState();
      if (action === 'add') {
        session.addFavorite({ shortname: game.shortname, provider: game.provider });
        parlorBus.emit('notify', { kind: 'favorite_add', gameslug: game.shortname });
      } else {
        session.setFavorites(withoutFavorite(session.favorites, game, isFusion));
      }
      parlorBus.emit('favorites:changed', { favorites: sessionStore.getState().favorites });
      busy.current = false;
      setProcessing(false);
    } catch (error) {
      // A network failure is not a refusal: the player may try again.
      console.error('favorite change failed', error);
      busy.current = false;
      setProcessing(false);
    }
  };

  return { processing, toggle };
}
