import { useEffect, useMemo, useState } from 'react';
import {
  gameImageUrl,
  RemoteOutlet,
  getAllGames,
  useNavigate,
  useSessionStore,
  useTranslation,
  type Game,
} from '@parlor/shared';
import { RANDOM_PLAY_IMAGES, RANDOM_PLAY_ROTATE_MS } from '../game/timings';
import { usePrefersReducedMotion } from '../synth/use-reduced-motion';

/** Games a random pick may land on: not locked, no sportsbook, synth only where visible. */
export function randomPlayPool(games: readonly Game[], loggedIn: boolean, isFusion: boolean) {
  return games.filter(
    (g) =>
      g.game_lock === 0 &&
      g.provider !== 'sportsbook' &&
      g.shortname !== 'first-sportsbook' &&
      (g.synth === 0 || loggedIn || isFusion),
  );
}

/** Up to `n` distinct random games. */
export function pickRandom<T>(
  items: readonly T[],
  n: number,
  random: () => number = Math.random,
): T[] {
  const copy = [...items];
  const out: T[] = [];
  while (copy.length > 0 && out.length < n) {
    out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]!);
  }
  return out;
}

/** Rotates every 2 s over 5 game images and launches a random game (spec sections 2 and 4). */
export function RandomPlay({ exclude }: { exclude?: string }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const reduced = usePrefersReducedMotion();
  const [pool, setPool] = useState<Game[]>([]);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    let live = true;
    void getAllGames().then((games) => {
      if (live) {
        setPool(
          randomPlayPool(games, loggedIn, Boolean(config?.is_fusion)).filter(
            (g) => g.shortname !== exclude,
          ),
        );
      }
    });
    return () => {
      live = false;
    };
  }, [loggedIn, config?.is_fusion, exclude]);

  const shown = useMemo(() => pickRandom(pool, RANDOM_PLAY_IMAGES), [pool]);

  useEffect(() => {
    if (reduced || shown.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % shown.length), RANDOM_PLAY_ROTATE_MS);
    return () => clearInterval(timer);
  }, [reduced, shown.length]);

  if (!config || pool.length === 0) return null;
  const current = shown[index % shown.length];

  const play = () => {
    const game = pickRandom(pool, 1)[0];
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
      {/* the new-player 50 free spins prompt comes after 60 s (free spins remote) */}
      {loggedIn && <RemoteOutlet remote="mf_freespins" expose="./NewPlayerOffer" optional />}
    </section>
  );
}
