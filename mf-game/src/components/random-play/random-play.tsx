import { useEffect, useMemo, useState } from 'react';
import {
  gameImageUrl,
  getAllGames,
  isTileVisible,
  sample,
  useCatalogueData,
  SPORTSBOOK_PROVIDER,
  useNavigate,
  useSessionStore,
  useTranslation,
  type Game,
  useReducedMotion,
} from '@parlor/shared';
import { RANDOM_PLAY_IMAGES, RANDOM_PLAY_ROTATE_MS } from '../../domain/timings';
import './random-play.css';

/** Games a random pick may land on: not locked, no sportsbook, synth only where visible. */
export function randomPlayPool(games: readonly Game[], loggedIn: boolean, isFusion: boolean) {
  return games.filter(
    (g) =>
      g.game_lock === 0 &&
      g.provider !== SPORTSBOOK_PROVIDER &&
      isTileVisible(g, { loggedIn, isFusion }),
  );
}

const NO_GAMES: Game[] = [];

/**
 * Rotates every 2 s over 5 game images and launches a random game (docs/product-rules.md, "Game
 * page").
 */
export function RandomPlay({ exclude }: { exclude?: string }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const { data: games } = useCatalogueData('game:all-games', getAllGames);
  const isFusion = Boolean(config?.is_fusion);
  const pool = useMemo(
    () =>
      games
        ? randomPlayPool(games, loggedIn, isFusion).filter((g) => g.shortname !== exclude)
        : NO_GAMES,
    [games, loggedIn, isFusion, exclude],
  );

  const shown = useMemo(() => sample(pool, RANDOM_PLAY_IMAGES), [pool]);

  useEffect(() => {
    if (reduced || shown.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % shown.length), RANDOM_PLAY_ROTATE_MS);
    return () => clearInterval(timer);
  }, [reduced, shown.length]);

  if (!config || pool.length === 0) return null;
  const current = shown[index % shown.length];

  const play = () => {
    const game = sample(pool, 1)[0];
    if (!game) return;
    const demo = !loggedIn && config.allow_play_for_free_before_login && !config.is_fusion;
    const by = config.is_fusion ? `?by=${encodeURIComponent(game.provider)}` : '';
    navigate(demo ? `/demo/${game.shortname}` : `/play/${game.shortname}${by}`);
  };

  return (
    <section className="random-play" aria-labelledby="random-play-heading">
      <h2 id="random-play-heading">{t('random.heading')}</h2>
      {current && (
        <img
          className="random-play-image"
          src={gameImageUrl(config.assets_domain, current, 'landscape', 'jpg')}
          alt=""
          width={200}
          height={150}
        />
      )}
      <button type="button" className="game-button primary" onClick={play}>
        {t('random.play')}
      </button>
    </section>
  );
}
