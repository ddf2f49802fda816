import { useEffect, useState } from 'react';
import {
  dedupeByShortname,
  type Game,
  getAllGames,
  isTileVisible,
  Link,
  pickNewGames,
  pickPopular,
  useSessionStore,
  useTranslation,
} from '@parlor/shared';
import { GameGrid, GameGridSkeleton } from '../tiles/game-grid';

interface HomeData {
  newGames: Game[];
  popular: Game[];
}

/** Home: new games and popular games from the local catalogue, skeletons until they load. */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const catalogueLoadedAt = useSessionStore((s) => s.catalogueLoadedAt);
  const [data, setData] = useState<HomeData | null>(null);

  useEffect(() => {
    if (!config) return;
    let live = true;
    void getAllGames().then((games) => {
      if (!live) return;
      const visible = dedupeByShortname(
        games.filter((g) => isTileVisible(g, { isFusion: config.is_fusion, loggedIn })),
      );
      setData({ newGames: pickNewGames(visible), popular: pickPopular(visible) });
    });
    return () => {
      live = false;
    };
  }, [config, loggedIn, catalogueLoadedAt]);

  if (!config) return null;
  const sections = [
    { id: 'new-games', title: t('home.new_games'), games: data?.newGames, link: '/subgroup/new' },
    {
      id: 'popular-games',
      title: t('home.popular_games'),
      games: data?.popular,
      link: '/subgroup/popular',
    },
  ];

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {sections.map((section) => (
        <section key={section.id} className="home-section" aria-labelledby={`${section.id}-title`}>
          <div className="home-section-header">
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <Link to={section.link}>
              {t('home.view_all')}
              <span className="visually-hidden"> {section.title}</span>
            </Link>
          </div>
          {section.games ? (
            <GameGrid
              games={section.games}
              config={config}
              loggedIn={loggedIn}
              label={section.title}
            />
          ) : (
            <GameGridSkeleton label={t('home.loading')} />
          )}
        </section>
      ))}
    </div>
  );
}
