import { useEffect, useMemo, useState } from 'react';
import {
  type Favorite,
  type Game,
  getApi,
  Navigate,
  RemoteOutlet,
  useSessionStore,
  useTranslation,
} from '@parlor/shared';
import { gamesForList, titleFromSlug } from '@parlor/shared/src/domain/games-list';
import { isCategoryAvailable } from '@parlor/shared/src/domain/lobby-visibility';
import { resolveRecentGames } from '@parlor/shared/src/domain/recent-games';
import { useCatalogueNames, useLobbyGames } from '../catalogue/use-lobby-games';
import { GamesListView } from '../list/games-list-view';
import { ErrorBlock } from '../list/list-blocks';

export type GamesListKind = 'category' | 'subgroup' | 'theme' | 'jackpot' | 'all' | 'suggested';

export interface GamesListPageProps {
  kind: GamesListKind;
  params?: { category?: string; subgroup?: string; theme?: string };
}

/** /category, /subgroup, /theme, /jackpot-games, /all-games and /suggested-games (spec 2). */
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
      {list && (
        <RemoteOutlet
          remote="mf_promotions"
          expose="./MatchingPromos"
          props={listPromosContext(kind, value)}
          optional
        />
      )}
      <GamesListView key={`${kind}/${slug}`} title={title} games={list} />
    </>
  );
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

/** Players only: the server's suggestions, resolved against the catalogue. */
function SuggestedGames() {
  const { t } = useTranslation('lobby');
  const games = useLobbyGames();
  const [suggested, setSuggested] = useState<Favorite[] | null>(null);
  useEffect(() => {
    let live = true;
    getApi()
      .suggest()
      .then(
        (list) => live && setSuggested(Array.isArray(list) ? list : []),
        () => live && setSuggested([]),
      );
    return () => {
      live = false;
    };
  }, []);
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
