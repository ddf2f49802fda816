import { isFavoriteGame, useFavoriteToggle, useSessionStore, useTranslation } from '@parlor/shared';
import { StarIcon } from '../../components/icons';

interface FavoriteButtonProps {
  shortname: string;
  provider: string;
  gameName: string;
}

/** The game bar's star: the lobby's toggle and the lobby's rule for what names a game. */
export function FavoriteButton({ shortname, provider, gameName }: FavoriteButtonProps) {
  const { t } = useTranslation('game');
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? false);
  const isFavorite = useSessionStore((s) =>
    isFavoriteGame(s.favorites, { shortname, provider }, isFusion),
  );
  const { processing, toggle } = useFavoriteToggle({ shortname, provider }, isFusion);

  return (
    <button
      type="button"
      className={`game-bar-button${isFavorite ? ' is-active' : ''}`}
      aria-pressed={isFavorite}
      aria-busy={processing}
      disabled={processing}
      aria-label={t(isFavorite ? 'bar.favorite_remove' : 'bar.favorite_add', { game: gameName })}
      onClick={() => void toggle(isFavorite)}
    >
      <StarIcon filled={isFavorite} />
    </button>
  );
}
