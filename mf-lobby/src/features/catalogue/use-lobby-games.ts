import { useEffect, useMemo, useState } from 'react';
import {
  type Game,
  getAllGames,
  getCategories,
  getFeatures,
  getProviders,
  getThemes,
  type Favorite,
  getApi,
  type Provider,
  readRecentGames,
  useSessionStore,
} from '@parlor/shared';
import { isProviderListed, visibleGames } from '@parlor/shared/src/domain/lobby-visibility';
import { mergeRecent, resolveRecentGames } from '@parlor/shared/src/domain/recent-games';

// One read of the local catalogue per load of it (catalogueLoadedAt), shared by every page.
let gamesCache: { at: number | null; games: Promise<Game[]> } | null = null;

function catalogueGames(at: number | null): Promise<Game[]> {
  if (gamesCache?.at !== at || !gamesCache) gamesCache = { at, games: getAllGames() };
  return gamesCache.games;
}

/** Every game this visitor may see as a tile (spec section 5); null while the catalogue loads. */
export function useLobbyGames(): Game[] | null {
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? null);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const at = useSessionStore((s) => s.catalogueLoadedAt);
  const [all, setAll] = useState<Game[] | null>(null);

  useEffect(() => {
    let live = true;
    void catalogueGames(at).then((games) => live && setAll(games));
    return () => {
      live = false;
    };
  }, [at]);

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

let namesCache: { at: number | null; names: Promise<CatalogueNames> } | null = null;

function catalogueNames(at: number | null): Promise<CatalogueNames> {
  if (namesCache?.at !== at || !namesCache) {
    const toMap = (list: { shortname: string; name: string }[]) =>
      new Map(list.map((x) => [x.shortname, x.name]));
    namesCache = {
      at,
      names: Promise.all([getCategories(), getThemes(), getFeatures()]).then(
        ([categories, themes, features]) => ({
          categories: toMap(categories),
          themes: toMap(themes),
          features: toMap(features),
        }),
      ),
    };
  }
  return namesCache.names;
}

/** Names of categories, themes and features from the local catalogue; null while loading. */
export function useCatalogueNames(): CatalogueNames | null {
  const at = useSessionStore((s) => s.catalogueLoadedAt);
  const [names, setNames] = useState<CatalogueNames | null>(null);
  useEffect(() => {
    let live = true;
    void catalogueNames(at).then((n) => live && setNames(n));
    return () => {
      live = false;
    };
  }, [at]);
  return names;
}

/** The catalogue's providers (the sportsbook provider hidden); null while loading. */
export function useProviders(): Provider[] | null {
  const at = useSessionStore((s) => s.catalogueLoadedAt);
  const [providers, setProviders] = useState<Provider[] | null>(null);
  useEffect(() => {
    let live = true;
    void getProviders().then(
      (list) => live && setProviders(list.filter((p) => isProviderListed(p.shortname))),
    );
    return () => {
      live = false;
    };
  }, [at]);
  return providers;
}

/**
 * Recent games: this session's (session storage) merged with the server's keep-playing list for
 * players, de-duplicated, at most 12, as catalogue games; null while loading.
 */
export function useRecentGames(games: readonly Game[] | null): Game[] | null {
  const loggedIn = useSessionStore((s) => s.player !== null);
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? false);
  const [server, setServer] = useState<{ list: Favorite[] } | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    getApi()
      .keepPlaying()
      .then(
        (list) => live && setServer({ list: Array.isArray(list) ? list : [] }),
        () => live && setServer({ list: [] }),
      );
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return useMemo(() => {
    if (!games || (loggedIn && !server)) return null;
    const entries = mergeRecent(readRecentGames(), loggedIn ? (server?.list ?? []) : [], isFusion);
    return resolveRecentGames(entries, games);
  }, [games, server, loggedIn, isFusion]);
}
