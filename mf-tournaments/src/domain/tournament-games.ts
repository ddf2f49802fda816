import type { Game } from '@parlor/shared';

// A tournament's games are named by game name in the spec (`associated_games`); some controllers
// send shortnames. Each entry is matched against the catalogue by name, display name and
// shortname: exactly first, then ignoring case, accents, spaces and punctuation.

const loose = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * The shortnames of a tournament's games, in the tournament's order and without repeats; an
 * entry that names no game of the catalogue is left out.
 */
export function tournamentGameShortnames(
  entries: readonly string[],
  games: readonly Pick<Game, 'name' | 'display_name' | 'shortname'>[],
): string[] {
  const exact = new Map<string, string>();
  const relaxed = new Map<string, string>();
  for (const g of games) {
    for (const key of [g.shortname, g.name, g.display_name]) {
      if (!key) continue;
      if (!exact.has(key)) exact.set(key, g.shortname);
      const l = loose(key);
      if (l && !relaxed.has(l)) relaxed.set(l, g.shortname);
    }
  }
  const out: string[] = [];
  for (const entry of entries) {
    const wanted = entry.trim();
    const shortname = exact.get(wanted) ?? relaxed.get(loose(wanted));
    if (shortname && !out.includes(shortname)) out.push(shortname);
  }
  return out;
}
