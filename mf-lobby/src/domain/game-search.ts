// Lobby search (docs/product-rules.md, "Lobby lists"): more than 2 characters after a 300 ms pause;
// an empty query returns to the defaults; 1-2 characters do nothing. Matches names, display names
// and provider names, case- and accent-insensitively.
import type { Game } from '@parlor/shared';
import { providerDisplayName } from '@parlor/shared';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 3;

export type SearchAction = 'reset' | 'ignore' | 'search';

/** What a (debounced) query asks for. */
export function searchAction(query: string): SearchAction {
  const trimmed = query.trim();
  if (trimmed.length === 0) return 'reset';
  return trimmed.length >= SEARCH_MIN_CHARS ? 'search' : 'ignore';
}

/** Lower case, accents removed, runs of spaces, hyphens and apostrophes folded to one space. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-_'’]+/g, ' ')
    .trim();
}

export interface SearchEntry {
  game: Game;
  /** normalised name, display name and provider names, joined */
  text: string;
}

/** Built once per catalogue: each query is then one substring test per game. */
export function buildSearchIndex(
  games: readonly Game[],
  providerName: (shortname: string) => string = providerDisplayName,
): SearchEntry[] {
  const names = new Map<string, string>();
  return games.map((game) => {
    let provider = names.get(game.provider);
    if (provider === undefined) {
      provider = normalizeSearchText(`${providerName(game.provider)} | ${game.provider}`);
      names.set(game.provider, provider);
    }
    return {
      game,
      text: `${normalizeSearchText(game.name)} | ${normalizeSearchText(game.display_name)} | ${provider}`,
    };
  });
}

/** Games whose name, display name or provider name contains the query (index order kept). */
export function searchIndex(index: readonly SearchEntry[], query: string): Game[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [];
  const out: Game[] = [];
  for (const entry of index) if (entry.text.includes(needle)) out.push(entry.game);
  return out;
}

export function searchGames(games: readonly Game[], query: string): Game[] {
  return searchIndex(buildSearchIndex(games), query);
}
