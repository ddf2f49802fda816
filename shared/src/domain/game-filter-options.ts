// What a games list offers to filter by (docs/product-rules.md, "Lobby lists"). The lobby builds
// its filter bar from these; the server's page needs to know whether a list has one, since the
// bar is part of where the page paints the list's first tiles.
import type { Game } from '../types';
import { SPORTSBOOK_GAME, SPORTSBOOK_PROVIDER } from './game-visibility';

export type FilterType = 'providers' | 'features' | 'themes';
export const FILTER_TYPES: readonly FilterType[] = ['providers', 'features', 'themes'];

/** Category pages show the filter bar only above this many games. */
export const CATEGORY_FILTER_MIN_GAMES = 20;

export type FilterOptions = Record<FilterType, string[]>;

/**
 * The values each filter offers, derived from the results (sorted): the sportsbook game and
 * provider are never provider options.
 */
export function filterOptions(games: readonly Game[]): FilterOptions {
  const providers = new Set<string>();
  const features = new Set<string>();
  const themes = new Set<string>();
  for (const game of games) {
    if (game.shortname !== SPORTSBOOK_GAME && game.provider !== SPORTSBOOK_PROVIDER) {
      providers.add(game.provider);
    }
    for (const f of game.features) features.add(f);
    for (const t of game.themes) themes.add(t);
  }
  // slugs (lower case, digits, hyphens): plain string order, no collator in the first render
  const sorted = (set: Set<string>) => [...set].sort();
  return { providers: sorted(providers), features: sorted(features), themes: sorted(themes) };
}

/** A filter dropdown shows only with more than one option. */
export function showFilterDropdown(options: readonly string[]): boolean {
  return options.length > 1;
}

/** Category and other list pages: the filter bar only above 20 games. */
export function showListFilterBar(totalGames: number): boolean {
  return totalGames > CATEGORY_FILTER_MIN_GAMES;
}
