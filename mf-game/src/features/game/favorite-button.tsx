import { useState } from 'react';
import {
  getApi,
  parlorBus,
  selectIsFavorite,
  sessionStore,
  useSessionStore,
  useTranslation,
} from '@parlor/shared';
import { StarIcon } from './icons';

interface FavoriteButtonProps {
  shortname: string;
  provider: string;
  gameName: string;
}

/** Same calls as the lobby: setFavorite, the session store's list, favorite_add on add. */
export function FavoriteButton({ shortname, provider, gameName }: FavoriteButtonProps) {
  const { t } = useTranslation('game');
  const isFavorite = useSessionStore(selectIsFavorite({ shortname, provider }));
  const [processing, setProcessing] = useState(false);

  const toggle = () => {
    if (processing) return;
    setProcessing(true);
    const action = isFavorite ? 'remove' : 'add';
    getApi()
      .setFavorite({ action, game: shortname, provider })
      .then(
        (answer) => {
          // success false: nothing visible, the processing state stays on (spec section 8)
          if (!answer?.success) return;
          const session = sessionStore.getState();
          if (action === 'add') {
            session.addFavorite({ shortname, provider });
            parlorBus.emit('notify', { kind: 'favorite_add', gameslug: shortname });
          } else {
            session.removeFavorite({ shortname, provider });
          }
          parlorBus.emit('favorites:changed', { favorites: sessionStore.getState().favorites });
          setProcessing(false);
        },
        (error: unknown) => {
          console.error('favorite could not be changed', error);
          setProcessing(false);
        },
      );
  };

  return (
    <button
      type="button"
      className={`game-bar-button${isFavorite ? ' is-active' : ''}`}
      aria-pressed={isFavorite}
      aria-busy={processing}
      disabled={processing}
      aria-label={t(isFavorite ? 'bar.favorite_remove' : 'bar.favorite_add', { game: gameName })}
      onClick={toggle}
    >
      <StarIcon filled={isFavorite} />
    </button>
  );
}
