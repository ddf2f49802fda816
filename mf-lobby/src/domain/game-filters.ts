// Filters of the games lists and the search (docs/product-rules.md, "Lobby lists").
import { FILTER_TYPES, type FilterOptions, type FilterType, type Game } from '@parlor/shared';
// What a list offers to filter by (filterOptions, showFilterDropdown, showListFilterBar) is a
// @parlor/shared rule: the server's page needs it too.

/** Chosen values per filter type; an empty list is "all". */
export type GameFilters = Record<FilterType, readonly string[]>;

export const NO_FILTERS: GameFilters = { providers: [], features: [], themes: [] };

/** The search filter bar shows only above this many results (with a non-empty query). */
export const SEARCH_FILTER_MIN_RESULTS = 6;
/** Filter lists longer than this use a multi-column layout. */
export const FILTER_COLUMNS_MIN_ITEMS = 16;

export function hasActiveFilters(filters: GameFilters): boolean {
  return FILTER_TYPES.some((type) => filters[type].length > 0);
}

/**
 * A game passes when, for each active filter type, its value is among the chosen ones: membership
 * of its provider, any-of its themes and features; the types combine as all-of.
 */
export function matchesFilters(game: Game, filters: GameFilters): boolean {
  const { providers, features, themes } = filters;
  if (providers.length > 0 && !providers.includes(game.provider)) return false;
  if (features.length > 0 && !game.features.some((f) => features.includes(f))) return false;
  if (themes.length > 0 && !game.themes.some((t) => themes.includes(t))) return false;
  return true;
}

export function applyFilters(games: readonly Game[], filters: GameFilters): Game[] {
  if (!hasActiveFilters(filters)) return [...games];
  // Sets: a 10,000-game list with many chosen values stays linear.
  const providers = new Set(filters.providers);
  const features = new Set(filters.features);
  const themes = new Set(filters.themes);
  return games.filter(
    (g) =>
      (providers.size === 0 || providers.has(g.provider)) &&
      (features.size === 0 || g.features.some((f) => features.has(f))) &&
      (themes.size === 0 || g.themes.some((t) => themes.has(t))),
  );
}

/** Search: the filter bar only above 6 results and with a non-empty query. */
export function showSearchFilterBar(resultCount: number, query: string): boolean {
  return query.trim().length > 0 && resultCount > SEARCH_FILTER_MIN_RESULTS;
}

export function filterUsesColumns(itemCount: number): boolean {
  return itemCount > FILTER_COLUMNS_MIN_ITEMS;
}

/** Toggles one value of one filter type; choosing "all" is `clearFilter`. */
export function toggleFilterValue(
  filters: GameFilters,
  type: FilterType,
  value: string,
): GameFilters {
  const current = filters[type];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [type]: next };
}

export function clearFilter(filters: GameFilters, type: FilterType): GameFilters {
  return { ...filters, [type]: [] };
}

/** Chosen values no longer offered (the results changed) are dropped. */
export function pruneFilters(filters: GameFilters, options: FilterOptions): GameFilters {
  return {
    providers: filters.providers.filter((v) => options.providers.includes(v)),
    features: filters.features.filter((v) => options.features.includes(v)),
    themes: filters.themes.filter((v) => options.themes.includes(v)),
  };
}
