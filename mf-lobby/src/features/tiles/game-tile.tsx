import { useState, type MouseEvent } from 'react';
import {
  type CasinoConfig,
  type Game,
  gameImageUrl,
  Link,
  parlorBus,
  useTranslation,
} from '@parlor/shared';

interface GameTileProps {
  game: Game;
  config: CasinoConfig;
  loggedIn: boolean;
}

/**
 * A game tile. A guest without a free-play right gets a login-required link: clicking asks for a
 * login that returns to the play path (spec section 5).
 */
export function GameTile({ game, config, loggedIn }: GameTileProps) {
  const { t } = useTranslation('lobby');
  const [imageFailed, setImageFailed] = useState(false);
  const playPath = `/play/${game.shortname}`;
  const demoAllowed = !loggedIn && config.allow_play_for_free_before_login && !config.is_fusion;
  const to = demoAllowed ? `/demo/${game.shortname}` : playPath;
  const needsLogin = !loggedIn && !demoAllowed;

  const onClick = (event: MouseEvent) => {
    if (!needsLogin) return;
    event.preventDefault();
    parlorBus.emit('auth:login-required', { redirect: playPath });
  };

  const vertical = config.use_vertical_thumbs;
  const image = (ext: 'webp' | 'jpg') =>
    gameImageUrl(config.assets_domain, game, vertical ? 'portrait' : 'landscape', ext);

  return (
    <li className={`game-tile${vertical ? ' game-tile-vertical' : ''}`}>
      <Link
        to={to}
        onClick={onClick}
        className={needsLogin ? 'game-tile-link login-required' : 'game-tile-link'}
        aria-label={t('tile.play', { name: game.display_name })}
      >
        <span className="game-tile-media">
          {!imageFailed && (
            <picture>
              <source type="image/webp" srcSet={image('webp')} />
              <img
                src={image('jpg')}
                alt=""
                loading="lazy"
                decoding="async"
                width={vertical ? 300 : 400}
                height={vertical ? 400 : 300}
                onError={() => setImageFailed(true)}
              />
            </picture>
          )}
          {game.pre_release === 1 && <span className="game-tile-tag">{t('tile.exclusive')}</span>}
        </span>
        <span className="game-tile-name">{game.display_name}</span>
      </Link>
    </li>
  );
}
