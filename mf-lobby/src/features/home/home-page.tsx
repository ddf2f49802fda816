import { Suspense, useMemo, type ReactNode } from 'react';
import {
  announcedHomePromoImage,
  type CasinoConfig,
  firstScreenNow,
  formatMoney,
  type Game,
  type HomeSection,
  Link,
  pageRandom,
  pickNewGames,
  providerDisplayName,
  RemoteOutlet,
  type RemoteModuleRef,
  resolveHomeSections,
  tilesOf,
  useAfterFirstScreen,
  useSessionStore,
  useTranslation,
  useUiStore,
  providerLogoUrl,
} from '@parlor/shared';
import { pickPopular } from '../../domain/home-games';
import {
  sampleSubGroup,
  SECTION_SUB_GROUP,
  topJackpots,
  homeTotalJackpot,
} from '../../domain/home-sections';
import {
  useCatalogueNames,
  useLobbyGames,
  useProviders,
  useRecentGames,
} from '../../hooks/use-lobby-games';
import { GameGrid, GameGridSkeleton } from '../../components/tiles/game-grid';
import { NearViewport } from './near-viewport';
import './home.css';

/** Sections another remote renders; left out, with no error, while that remote is absent. */
export const REMOTE_SECTIONS: Partial<Record<HomeSection['id'], RemoteModuleRef>> = {
  tournaments: { remote: 'mf_tournaments', expose: './HomeSection' },
  'game-of-the-month': { remote: 'mf_promotions', expose: './GameOfTheMonthSection' },
  promotions: { remote: 'mf_promotions', expose: './HomeSection' },
  winners: { remote: 'mf_promotions', expose: './WinnersSection' },
};

/**
 * The height kept for a remote section until it arrives (its own box keeps the same minimum);
 * sections not listed are below the first screen on every layout, so nothing visible moves.
 */
const REMOTE_SECTION_HEIGHT: Partial<Record<HomeSection['id'], number>> = {
  tournaments: 420,
};
/** The lobby's own sections painted with the first screen; the rest follow once it is up. */
const FIRST_SCREEN_SECTIONS = 3;
/** The height kept for a lobby section that is not rendered yet (about two rows of tiles). */
const DEFERRED_SECTION_HEIGHT = 480;
/** The top sections' leading images are the first screen's largest paint: they load at once. */
const EAGER_IMAGES = new Set<HomeSection['id']>(['keep-playing', 'new-games']);
/** The custom promos the operator placed on home (the promotions remote decides which). */
const HOME_PROMOS = { page: 'home' };

/**
 * The box of the promo the page announced, kept while the promotions remote loads. It already
 * shows the promo's image (preloaded by the page) covering the box as the banner's does: the first
 * screen's largest paint comes with the first tiles, not after the promotions remote, and the
 * banner then lays its text over the same pixels.
 */
function HomePromoReserve({ image }: { image: string }) {
  return (
    <div className="home-promo-reserve" aria-hidden="true">
      <img src={image} alt="" fetchPriority="high" />
    </div>
  );
}

const HEADINGS: Partial<Record<HomeSection['id'], string>> = {
  'keep-playing': 'home.keep_playing',
  'new-games': 'home.new_games',
  'popular-games': 'home.popular_games',
  jackpots: 'home.jackpots',
  providers: 'home.providers',
  themes: 'home.themes',
  'top-slots': 'home.top_slots',
  'classic-games': 'home.classic_games',
  'high-volatility': 'home.high_volatility',
};

interface HomeData {
  tiles: Game[];
  'new-games': Game[];
  'popular-games': Game[];
  jackpots: Game[];
  totalJackpot: number;
  subGroups: Partial<Record<HomeSection['id'], Game[]>>;
}

/**
 * Home (docs/product-rules.md, "Lobby lists"): the casino's sections in order, skeletons until
 * data.
 */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const games = useLobbyGames();
  // what the first screen does not show (other remotes, lower sections) waits until it has painted
  const later = useAfterFirstScreen();

  const data = useMemo<HomeData | null>(() => {
    if (!games || !config) return null;
    // the moment and the random picks of the page's first screen: the server's render and the
    // browser's hydration show the same (docs/server-rendering.md)
    const now = new Date(firstScreenNow());
    const tiles = tilesOf(games, config.is_fusion);
    const subGroups: HomeData['subGroups'] = {};
    for (const [id, group] of Object.entries(SECTION_SUB_GROUP)) {
      subGroups[id as HomeSection['id']] = sampleSubGroup(tiles, group, pageRandom(group));
    }
    return {
      tiles,
      'new-games': pickNewGames(tiles),
      'popular-games': pickPopular(tiles, undefined, pageRandom('popular')),
      jackpots: topJackpots(tiles, now),
      totalJackpot: homeTotalJackpot(games, now),
      subGroups,
    };
  }, [games, config]);

  if (!config) return null;
  const sections = resolveHomeSections(config.home_sections).filter(
    // the config's tournaments flag off leaves the tournaments section out (and its route)
    (section) => section.id !== 'tournaments' || config.tournaments !== false,
  );
  // the server announces a promo at the top of home by preloading its image
  const promoImage = announcedHomePromoImage();
  const promoReserve = promoImage !== null && <HomePromoReserve image={promoImage} />;
  const firstScreen = new Set(
    sections
      .filter((section) => !REMOTE_SECTIONS[section.id])
      .slice(0, FIRST_SCREEN_SECTIONS)
      .map((section) => section.id),
  );

  const gameSection = (
    section: HomeSection,
    list: Game[] | null | undefined,
    extra?: ReactNode,
  ) => {
    if (list && list.length === 0) return null;
    const title = section.heading ?? t(HEADINGS[section.id] ?? 'home.title');
    return (
      <SectionFrame key={section.id} section={section} title={title}>
        {extra}
        {list ? (
          <GameGrid
            games={list}
            config={config}
            loggedIn={loggedIn}
            label={title}
            eager={EAGER_IMAGES.has(section.id) ? 4 : 0}
          />
        ) : (
          <GameGridSkeleton label={t('home.loading')} />
        )}
      </SectionFrame>
    );
  };

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {/* An announced promo is on the first screen (its largest paint): it loads as soon as the
          first tiles are committed, so it never delays them; otherwise it waits until they have
          painted and the browser is idle. */}
      {data && (later || promoImage !== null) ? (
        <RemoteOutlet
          remote="mf_promotions"
          expose="./MatchingPromos"
          props={HOME_PROMOS}
          loading={promoReserve}
          optional
        />
      ) : (
        promoReserve
      )}
      {/* a boundary per section: the browser hydrates each on its own, a clicked one first */}
      {sections.map((section) => (
        <Suspense key={section.id} fallback={null}>
          {homeSection(section)}
        </Suspense>
      ))}
    </div>
  );

  function homeSection(section: HomeSection): ReactNode {
    const remote = REMOTE_SECTIONS[section.id];
    if (remote) {
      const height = REMOTE_SECTION_HEIGHT[section.id] ?? 0;
      return (
        <NearViewport minHeight={height} ready={later}>
          <RemoteOutlet {...remote} optional loading={<div style={{ minHeight: height }} />} />
        </NearViewport>
      );
    }
    if (!firstScreen.has(section.id)) {
      return (
        <NearViewport minHeight={DEFERRED_SECTION_HEIGHT} ready={later}>
          {lobbySection(section)}
        </NearViewport>
      );
    }
    return lobbySection(section);
  }

  function lobbySection(section: HomeSection): ReactNode {
    if (!config) return null;
    switch (section.id) {
      case 'keep-playing':
        return (
          <KeepPlaying key={section.id} games={games} show={(list) => gameSection(section, list)} />
        );
      case 'new-games':
      case 'popular-games':
        return gameSection(section, data?.[section.id]);
      case 'jackpots':
        return gameSection(
          section,
          data?.jackpots,
          data && <TotalJackpot amount={data.totalJackpot} config={config} />,
        );
      case 'providers':
        return <ProvidersSection key={section.id} section={section} games={games} />;
      case 'themes':
        return <ThemesSection key={section.id} section={section} games={games} />;
      default:
        return gameSection(section, data?.subGroups[section.id]);
    }
  }
}

/**
 * This session's recent games, in a component of its own: they are not in the server's render,
 * and only this part renders again once they are known.
 */
function KeepPlaying({ games, show }: { games: Game[] | null; show: (list: Game[]) => ReactNode }) {
  const recent = useRecentGames(games);
  return recent && recent.length > 0 ? show(recent) : null;
}

function SectionFrame({
  section,
  title,
  children,
}: {
  section: HomeSection;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('lobby');
  const id = `home-${section.id}-title`;
  return (
    <section className={`home-section home-${section.layout}`} aria-labelledby={id}>
      <div className="home-section-header">
        <h2 id={id}>{title}</h2>
        {section.link && (
          <Link to={section.link}>
            {t('home.view_all')}
            <span className="visually-hidden"> {title}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function TotalJackpot({ amount, config }: { amount: number; config: CasinoConfig }) {
  const { t } = useTranslation('lobby');
  const language = useUiStore((s) => s.language);
  return (
    <p className="home-total-jackpot">
      <span>{t('home.total_jackpot')}</span>{' '}
      <strong>{formatMoney(amount, config.currency, language)}</strong>
    </p>
  );
}

function ProvidersSection({ section, games }: { section: HomeSection; games: Game[] | null }) {
  const { t } = useTranslation('lobby');
  const assets = useSessionStore((s) => s.config?.assets_domain ?? '');
  const providers = useProviders();
  const title = section.heading ?? t('home.providers');
  if (!providers || !games) return null;
  const active = new Set(games.map((g) => g.provider));
  const shown = providers.filter((p) => active.has(p.shortname));
  if (shown.length === 0) return null;
  return (
    <SectionFrame section={section} title={title}>
      <ul className="home-chips home-providers" aria-label={title}>
        {shown.map((p) => (
          <li key={p.shortname}>
            <Link to={`/providers/${p.shortname}`} className="home-chip">
              <img
                src={providerLogoUrl(assets, p.shortname)}
                alt=""
                width={48}
                height={24}
                loading="lazy"
              />
              {providerDisplayName(p.shortname)}
            </Link>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function ThemesSection({ section, games }: { section: HomeSection; games: Game[] | null }) {
  const { t } = useTranslation('lobby');
  const names = useCatalogueNames();
  const title = section.heading ?? t('home.themes');
  if (!names || !games) return null;
  const used = new Set(games.flatMap((g) => g.themes));
  const themes = [...names.themes].filter(([slug]) => used.has(slug));
  if (themes.length === 0) return null;
  return (
    <SectionFrame section={section} title={title}>
      <ul className="home-chips" aria-label={title}>
        {themes.map(([slug, name]) => (
          <li key={slug}>
            <Link to={`/theme/${slug}`} className="home-chip">
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
