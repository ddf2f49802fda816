import { lazy, memo, Suspense, useId, useState, type MouseEvent } from 'react';
import {
  firstScreenNow,
  formatMoney,
  type Game,
  type GameLockDetails,
  gameImageUrl,
  getApi,
  isFavoriteGame,
  parlorBus,
  prefetchCall,
  recordRecentGame,
  useFavoriteToggle,
  useSessionStore,
} from '@parlor/shared';
import { jackpotDisplay } from '../../domain/jackpot-multiplier';
import type { TileKit } from './tile-kit';

const GameLockModal = lazy(() => import('../lock/game-lock-modal'));

interface GameTileProps {
  game: Game;
  /** what the grid's tiles share: config, player or guest, labels, navigation */
  kit: TileKit;
  /** a first-screen tile: its image is the page's largest paint, so it must not wait */
  eager?: boolean;
  /** in a long list of which only part is mounted: its place and the list's length */
  position?: { index: number; size: number };
}

/**
 * A game tile (docs/product-rules.md, "Game visibility"): thumbnail, name, Exclusive tag, jackpot
 * with its multiplier, favorite toggle for players, lock overlay for locked games. A guest without
 * a free-play right gets a login-required link that returns to the play path after login.
 * Memoised: a grid that mounts more of its rows leaves the mounted ones alone.
 */
export const GameTile = memo(function GameTile({
  game,
  kit,
  eager = false,
  position,
}: GameTileProps) {
  const { config, loggedIn, text } = kit;
  const [imageFailed, setImageFailed] = useState(false);
  const [lock, setLock] = useState<GameLockDetails | 'loading' | null>(null);
  const overlayId = useId();
  const playPath = `/play/${game.shortname}`;
  const demoAllowed = !loggedIn && config.allow_play_for_free_before_login && !config.is_fusion;
  const to = demoAllowed ? `/demo/${game.shortname}` : playPath;
  const needsLogin = !loggedIn && !demoAllowed;
  const locked = game.game_lock === 1;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (needsLogin) {
      event.preventDefault();
      parlorBus.emit('auth:login-required', { redirect: playPath });
      return;
    }
    recordRecentGame(game, config.is_fusion);
    // The game page's launch request starts with the click, not once that page has loaded: the
    // same request the page makes for this address (the game, real or fun money, no provider
    // chosen), which it then takes instead of asking again. A click the browser handles (a new
    // tab) launches nothing here: that page asks for itself.
    kit.follow(event, to, () =>
      prefetchCall('gameLauncher', { game: game.shortname, realmoney: to === playPath }),
    );
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
  const jackpot = jackpotDisplay(game, new Date(firstScreenNow()));

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
        {game.pre_release === 1 && <span className="game-tile-tag">{text.exclusive}</span>}
        {jackpot?.tag && (
          <span className={`game-tile-tag game-tile-tag-${jackpot.tag}`}>
            {text.tag[jackpot.tag]}
          </span>
        )}
      </span>
      {jackpot && (
        <span className="game-tile-jackpot">
          <span className="visually-hidden">{text.jackpot}: </span>
          {formatMoney(jackpot.amount, config.currency, kit.language)}
        </span>
      )}
      {locked && (
        <span className="game-tile-lock" aria-hidden="true">
          <span className="game-tile-lock-icon">🔒</span>
          {text.lock}
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
          aria-label={text.locked(game.display_name)}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          aria-busy={lock === 'loading'}
          onClick={() => void openLock()}
        >
          {media}
          <span className="game-tile-name">{game.display_name}</span>
        </button>
      ) : (
        <a
          href={kit.href(to)}
          onClick={onClick}
          className={needsLogin ? 'game-tile-link login-required' : 'game-tile-link'}
          aria-label={text.play(game.display_name)}
          aria-describedby={describedBy}
        >
          {media}
          <span className="game-tile-name">{game.display_name}</span>
        </a>
      )}
      {overlay}
      {loggedIn && <FavoriteToggle game={game} kit={kit} />}
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
});

function FavoriteToggle({ game, kit }: { game: Game; kit: TileKit }) {
  const isFusion = kit.config.is_fusion;
  const isFavorite = useSessionStore((s) => isFavoriteGame(s.favorites, game, isFusion));
  const { processing, toggle } = useFavoriteToggle(game, isFusion);
  const label = isFavorite ? kit.text.favoriteRemove : kit.text.favoriteAdd;
  return (
    <button
      type="button"
      className={`game-tile-fav${isFavorite ? ' active' : ''}${processing ? ' processing' : ''}`}
      aria-pressed={isFavorite}
      aria-busy={processing}
      aria-label={label(game.display_name)}
      onClick={() => void toggle(isFavorite)}
    >
      <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span>
    </button>
  );
}
