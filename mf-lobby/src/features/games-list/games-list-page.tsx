import { useMemo, type ReactNode } from 'react';
import {
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
  useCatalogueData,
  useSessionStore,
  useLocation,
  useTranslation,
} from '@parlor/shared';
import { titleFromSlug } from '../../domain/list-title';
import { useCatalogueNames, useLobbyGames } from '../../hooks/use-lobby-games';
import { GamesListView } from '../../components/list/games-list-view';
import { ErrorBlock } from '../../components/list/list-blocks';
import './games-list-page.css';

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
  const promoReserve = listPromoReserve(useLocation().pathname);
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
      {list ? (
        <RemoteOutlet
          remote="mf_promotions"
          expose="./MatchingPromos"
          props={{ ...listPromosContext(kind, value), reserved: promoReserve !== null }}
          loading={promoReserve}
          optional
        />
      ) : (
        promoReserve
      )}
      <GamesListView key={`${kind}/${slug}`} title={title} games={list} />
    </>
  );
}

/**
 * The box of a custom promo placed on this list (the server's page names those lists), kept
 * while the promotions remote and its promos load: the grid does not move when the banner comes.
 */
function listPromoReserve(pathname: string): ReactNode {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="parlor-promo-pages"]');
  const placed = isPromoListPath((meta?.content ?? '').split(' '), pathname);
  return placed ? <div className="list-promo-reserve" aria-hidden="true" /> : null;
}

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
