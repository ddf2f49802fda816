import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import {
  type CasinoConfig,
  formatMoney,
  type Game,
  type GameLockDetails,
  gameImageUrl,
  getApi,
  isFavoriteGame,
  Link,
  parlorBus,
  recordRecentGame,
  useFavoriteToggle,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import { jackpotDisplay } from '../../domain/jackpot-multiplier';

const GameLockModal = lazy(() => import('../lock/game-lock-modal'));

interface GameTileProps {
  game: Game;
  config: CasinoConfig;
  loggedIn: boolean;
  /** a first-screen tile: its image is the page's largest paint, so it must not wait */
  eager?: boolean;
  /** in a long list of which only part is mounted: its place and the list's length */
  position?: { index: number; size: number };
}

/**
 * A game tile (docs/product-rules.md, "Game visibility"): thumbnail, name, Exclusive tag, jackpot
 * with its multiplier, favorite toggle for players, lock overlay for locked games. A guest without
 * a free-play right gets a login-required link that returns to the play path after login.
 */
export function GameTile({ game, config, loggedIn, eager = false, position }: GameTileProps) {
  const { t } = useTranslation('lobby');
  const language = useUiStore((s) => s.language);
  const [imageFailed, setImageFailed] = useState(false);
  const overlayId = useId();
  const [lock, setLock] = useState<GameLockDetails | 'loading' | null>(null);
  const playPath = `/play/${game.shortname}`;
  const demoAllowed = !loggedIn && config.allow_play_for_free_before_login && !config.is_fusion;
  const to = demoAllowed ? `/demo/${game.shortname}` : playPath;
  const needsLogin = !loggedIn && !demoAllowed;
  const locked = game.game_lock === 1;

  const onClick = (event: MouseEvent) => {
    if (needsLogin) {
      event.preventDefault();
      parlorBus.emit('auth:login-required', { redirect: playPath });
      return;
    }
    recordRecentGame(game, config.is_fusion);
  };

  const openLock = async () => {
    if (lock) return;
    setLock('loading');
    try {
      const details = await getApi().getGameLockDetails({
        shortname: game.shortname,
        provider: game.provider,
      });
      setLock(details);
    } catch (error) {
      console.error('game lock details failed', error);
      setLock(null);
    }
  };

  const vertical = config.use_vertical_thumbs;
  const image = (ext: 'webp' | 'jpg') =>
    gameImageUrl(config.assets_domain, game, vertical ? 'portrait' : 'landscape', ext);
  const jackpot = jackpotDisplay(game, new Date());

  const media = (
    <span className="game-tile-media">
      {!imageFailed && (
        <picture>
          <source type="image/webp" srcSet={image('webp')} />
          <img
            src={image('jpg')}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            width={vertical ? 300 : 400}
            height={vertical ? 400 : 300}
            onError={() => setImageFailed(true)}
          />
        </picture>
      )}
    </span>
  );

  // Tags, jackpot and lock sit over the thumbnail but outside the link, so the link's visible
  // text is just the game's name (its accessible name contains it: WCAG 2.5.3); they describe it.
  const hasOverlay = game.pre_release === 1 || Boolean(jackpot) || locked;
  const overlay = hasOverlay && (
    <span className="game-tile-overlay" id={overlayId}>
      <span className="game-tile-tags">
        {game.pre_release === 1 && <span className="game-tile-tag">{t('tile.exclusive')}</span>}
        {jackpot?.tag && (
          <span className={`game-tile-tag game-tile-tag-${jackpot.tag}`}>
            {t(`tile.${jackpot.tag}`)}
          </span>
        )}
      </span>
      {jackpot && (
        <span className="game-tile-jackpot">
          <span className="visually-hidden">{t('tile.jackpot')}: </span>
          {formatMoney(jackpot.amount, config.currency, language)}
        </span>
      )}
      {locked && (
        <span className="game-tile-lock" aria-hidden="true">
          <span className="game-tile-lock-icon">🔒</span>
          {t('tile.lock')}
        </span>
      )}
    </span>
  );
  const describedBy = hasOverlay ? overlayId : undefined;

  return (
    <li
      className={`game-tile${vertical ? ' game-tile-vertical' : ''}${locked ? ' locked' : ''}`}
      aria-posinset={position && position.index + 1}
      aria-setsize={position?.size}
    >
      {locked ? (
        <button
          type="button"
          className="game-tile-link"
          aria-label={t('tile.locked', { name: game.display_name })}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          aria-busy={lock === 'loading'}
          onClick={() => void openLock()}
        >
          {media}
          <span className="game-tile-name">{game.display_name}</span>
        </button>
      ) : (
        <Link
          to={to}
          onClick={onClick}
          className={needsLogin ? 'game-tile-link login-required' : 'game-tile-link'}
          aria-label={t('tile.play', { name: game.display_name })}
          aria-describedby={describedBy}
        >
          {media}
          <span className="game-tile-name">{game.display_name}</span>
        </Link>
      )}
      {overlay}
      {loggedIn && <FavoriteToggle game={game} isFusion={config.is_fusion} />}
      {lock && lock !== 'loading' && (
        <Suspense fallback={null}>
          <GameLockModal
            details={lock}
            gameName={game.display_name}
            config={config}
            onClose={() => setLock(null)}
          />
        </Suspense>
      )}
    </li>
  );
}

function FavoriteToggle({ game, isFusion }: { game: Game; isFusion: boolean }) {
  const { t } = useTranslation('lobby');
  const isFavorite = useSessionStore((s) => isFavoriteGame(s.favorites, game, isFusion));
  const { processing, toggle } = useFavoriteToggle(game, isFusion);
  return (
    <button
      type="button"
      className={`game-tile-fav${isFavorite ? ' active' : ''}${processing ? ' processing' : ''}`}
      aria-pressed={isFavorite}
      aria-busy={processing}
      aria-label={t(isFavorite ? 'tile.favorite_remove' : 'tile.favorite_add', {
        name: game.display_name,
      })}
      onClick={() => void toggle(isFavorite)}
    >
      <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span>
    </button>
  );
}
