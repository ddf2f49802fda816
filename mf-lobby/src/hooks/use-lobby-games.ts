import { useMemo } from 'react';
import {
  type Game,
  getAllGames,
  getApi,
  getCategories,
  getFeatures,
  getProviders,
  getThemes,
  mergeRecent,
  primeCatalogueData,
  type Provider,
  readRecentGames,
  resolveRecentGames,
  useCatalogueData,
  useHydrating,
  useSessionStore,
  visibleGames,
} from '@parlor/shared';
import { isProviderListed } from '../domain/lobby-visibility';

/**
 * Every game this visitor may see as a tile (docs/product-rules.md, "Game visibility"); null
 * while the catalogue loads. One read of the local catalogue per load of it, for every page.
 */
export function useLobbyGames(): Game[] | null {
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? null);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const { data: all } = useCatalogueData('lobby:games', getAllGames);
  return useMemo(
    () => (all && isFusion !== null ? visibleGames(all, { isFusion, loggedIn }) : null),
    [all, isFusion, loggedIn],
  );
}

export interface CatalogueNames {
  categories: Map<string, string>;
  themes: Map<string, string>;
  features: Map<string, string>;
}

const toMap = (list: { shortname: string; name: string }[]) =>
  new Map(list.map((x) => [x.shortname, x.name]));

const loadNames = (): Promise<CatalogueNames> =>
  Promise.all([getCategories(), getThemes(), getFeatures()]).then(
    ([categories, themes, features]) => ({
      categories: toMap(categories),
      themes: toMap(themes),
      features: toMap(features),
    }),
  );

/** Names of categories, themes and features from the local catalogue; null while loading. */
export function useCatalogueNames(): CatalogueNames | null {
  return useCatalogueData('lobby:names', loadNames).data;
}

const loadListedProviders = (): Promise<Provider[]> =>
  getProviders().then((list) => list.filter((p) => isProviderListed(p.shortname)));

/**
 * Loads what a lobby page's first render reads (games, names, providers) before the shell shows
 * it, so its first render has them: the page the site painted is taken over by the same tiles,
 * never by a loading state (docs/performance.md, "The first screen painted by the page").
 */
export function primeLobbyData(): Promise<unknown> {
  return Promise.all([
    primeCatalogueData('lobby:games', getAllGames),
    primeCatalogueData('lobby:names', loadNames),
    primeCatalogueData('lobby:providers', loadListedProviders),
  ]);
}

/** The catalogue's providers (the sportsbook provider hidden); null while loading. */
export function useProviders(): Provider[] | null {
  return useCatalogueData('lobby:providers', loadListedProviders).data;
}

const loadKeepPlaying = () =>
  getApi()
    .keepPlaying()
    .then(
      (list) => (Array.isArray(list) ? list : []),
      () => [],
    );

/**
 * Recent games: this session's (session storage) merged with the server's keep-playing list for
 * players, de-duplicated, at most 12, as catalogue games; null while loading. The server knows no
 * session's games: it renders none, hydration too, and the next render this session's.
 */
export function useRecentGames(games: readonly Game[] | null): Game[] | null {
  const hydrating = useHydrating();
  const loggedIn = useSessionStore((s) => s.player !== null);
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? false);
  const { data: server } = useCatalogueData(
    loggedIn ? 'lobby:keep-playing' : null,
    loadKeepPlaying,
    {
      fresh: true,
    },
  );
  return useMemo(() => {
    if (!games || (loggedIn && !server)) return null;
    const session = hydrating ? [] : readRecentGames();
    const entries = mergeRecent(session, loggedIn ? (server ?? []) : [], isFusion);
    return resolveRecentGames(entries, games);
  }, [games, server, loggedIn, isFusion, hydrating]);
}
