import { useMemo } from 'react';
import {
  announcedPromoPages,
  type Favorite,
  type Game,
  type GamesListKind,
  gamesForList,
  getApi,
  isCategoryAvailable,
  isPromoListPath,
  Navigate,
  RemoteOutlet,
  resolveRecentGames,
  titleFromSlug,
  useCatalogueData,
  useSessionStore,
  useLocation,
  useTranslation,
} from '@parlor/shared';
import { useCatalogueNames, useLobbyGames } from '../../hooks/use-lobby-games';
import { GamesListView } from '../../components/list/games-list-view';
import { ErrorBlock } from '../../components/list/list-blocks';

export interface GamesListPageProps {
  kind: GamesListKind;
  params?: { category?: string; subgroup?: string; theme?: string };
}

/**
 * /category, /subgroup, /theme, /jackpot-games, /all-games and /suggested-games
 * (docs/product-rules.md, "Routes").
 */
export function GamesListPage({ kind, params = {} }: GamesListPageProps) {
  const loggedIn = useSessionStore((s) => s.player !== null);
  if (kind === 'suggested') return loggedIn ? <SuggestedGames /> : <Navigate to="/" replace />;
  return <CatalogueList kind={kind} params={params} />;
}

function CatalogueList({ kind, params }: Required<GamesListPageProps>) {
  const { t } = useTranslation('lobby');
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? false);
  const games = useLobbyGames();
  const names = useCatalogueNames();
  const promos = listPromos(useLocation().pathname);
  const value =
    kind === 'category' ? params.category : kind === 'subgroup' ? params.subgroup : params.theme;
  const list = useMemo(
    () => (games && kind !== 'suggested' ? gamesForList(kind, value, games) : null),
    [games, kind, value],
  );

  if (kind === 'category' && value && !isCategoryAvailable(value, isFusion)) return <ErrorBlock />;
  if (list && list.length === 0 && kind !== 'all' && kind !== 'jackpot') return <ErrorBlock />;

  const slug = value ?? '';
  const title =
    kind === 'category'
      ? (names?.categories.get(slug) ?? titleFromSlug(slug))
      : kind === 'theme'
        ? (names?.themes.get(slug) ?? titleFromSlug(slug))
        : kind === 'subgroup'
          ? t(`subgroups.${slug}`, { defaultValue: titleFromSlug(slug) })
          : kind === 'jackpot'
            ? t('list.jackpot_games')
            : t('list.all_games');
  return (
    <>
      {list && promos !== 'none' ? (
        <RemoteOutlet
          remote="mf_promotions"
          expose="./MatchingPromos"
          props={{ ...listPromosContext(kind, value), reserved: promos === 'placed' }}
          loading={promos === 'placed' ? promoReserve : null}
          optional
        />
      ) : promos === 'placed' ? (
        promoReserve
      ) : null}
      <GamesListView key={`${kind}/${slug}`} title={title} games={list} />
    </>
  );
}

/**
 * Whether a custom promo is placed on this list, as the server's page says (it names those lists
 * in every page): 'placed', 'none', or 'unknown' where the page does not say (a development
 * server). Where none is, the promotions remote is not asked for: on a list's first screen its
 * code and its promos' answer were work for nothing.
 */
function listPromos(pathname: string): 'placed' | 'none' | 'unknown' {
  const pages = announcedPromoPages();
  if (!pages) return 'unknown';
  return isPromoListPath(pages, pathname) ? 'placed' : 'none';
}

/**
 * The box of a placed promo, kept while the promotions remote and its promos load: the grid does
 * not move when the banner comes.
 */
const promoReserve = <div className="list-promo-reserve" aria-hidden="true" />;

const LIST_PAGES: Record<GamesListKind, string> = {
  category: 'category',
  subgroup: 'subgroup',
  theme: 'theme',
  jackpot: 'jackpot-games',
  all: 'all-games',
  suggested: 'suggested-games',
};

/** What a list page is about, for the custom promos placed on it (promotions remote). */
function listPromosContext(kind: GamesListKind, value: string | undefined) {
  return {
    page: LIST_PAGES[kind],
    ...(kind === 'category' ? { category: value } : {}),
    ...(kind === 'subgroup' ? { subGroup: value } : {}),
    ...(kind === 'theme' ? { theme: value } : {}),
  };
}

const loadSuggestions = (): Promise<Favorite[]> =>
  getApi()
    .suggest()
    .then(
      (list) => (Array.isArray(list) ? list : []),
      () => [],
    );

/** Players only: the server's suggestions, resolved against the catalogue. */
function SuggestedGames() {
  const { t } = useTranslation('lobby');
  const games = useLobbyGames();
  const { data: suggested } = useCatalogueData('lobby:suggested', loadSuggestions, {
    fresh: true,
  });
  const list = useMemo<Game[] | null>(
    () => (games && suggested ? resolveRecentGames(suggested, games) : null),
    [games, suggested],
  );
  if (list && list.length === 0) {
    return (
      <div className="games-list">
        <h1>{t('list.suggested_games')}</h1>
        <p>{t('list.no_suggestions')}</p>
      </div>
    );
  }
  return <GamesListView title={t('list.suggested_games')} games={list} />;
}
