// Sorting of the games lists (docs/product-rules.md, "Lobby lists"): A-Z, Z-A, Newest, Top
// Jackpots.
import { byNewestRelease, type Game, type SortKey } from '@parlor/shared';
import { effectiveJackpot } from './jackpot-multiplier';

// one collator, made at the first sort by name (localeCompare with options makes one per call)
let names: Intl.Collator | undefined;
const byName = (a: Game, b: Game) =>
  (names ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(
    a.display_name,
    b.display_name,
  ) || a.id - b.id;

/**
 * A sorted copy: 'default' keeps the list's own order; Newest by release date (then name); Top
 * Jackpots by the amount the tile shows (multiplier included), largest first.
 */
export function sortGames(games: readonly Game[], key: SortKey, now: Date = new Date()): Game[] {
  const list = [...games];
  switch (key) {
    case 'az':
      return list.sort(byName);
    case 'za':
      return list.sort((a, b) => byName(b, a));
    case 'newest':
      return list.sort((a, b) => byNewestRelease(a, b) || byName(a, b));
    case 'jackpot': {
      const amounts = new Map(list.map((g) => [g, effectiveJackpot(g, now)]));
      return list.sort((a, b) => (amounts.get(b) ?? 0) - (amounts.get(a) ?? 0) || byName(a, b));
    }
    default:
      return list;
  }
}

export function isSortKey(value: unknown): value is SortKey {
  return (
    value === 'default' ||
    value === 'az' ||
    value === 'za' ||
    value === 'newest' ||
    value === 'jackpot'
  );
}
