// Home sections (docs/product-rules.md, "Lobby lists"): default order, config override, what each
// one shows.
import {
  type Game,
  type HomeSectionId,
  localStorageOrNull,
  memoryTotalJackpot,
  sample,
  STORAGE_KEYS,
  type StorageLike,
} from '@parlor/shared';
import { effectiveJackpot } from './jackpot-multiplier';
import { HOME_LIMITS } from './home-games';

/** Sub group behind a game section of home. */
export const SECTION_SUB_GROUP: Partial<Record<HomeSectionId, string>> = {
  'top-slots': 'top-slots',
  'classic-games': 'classic',
  'high-volatility': 'high-volatility',
};

/** Up to 10 games of a sub group (a random sample when there are more). */
export function sampleSubGroup(
  games: readonly Game[],
  subGroup: string,
  random: () => number = Math.random,
): Game[] {
  return sample(
    games.filter((g) => g.sub_groups.includes(subGroup)),
    HOME_LIMITS.perSection,
    random,
  );
}

/** The 10 biggest jackpots (as shown, multipliers included). */
export function topJackpots(games: readonly Game[], now: Date): Game[] {
  return games
    .map((g) => ({ g, amount: effectiveJackpot(g, now) }))
    .filter((x) => x.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.g.id - b.g.id)
    .slice(0, HOME_LIMITS.topJackpots)
    .map((x) => x.g);
}

/** The total jackpot of the jackpots section: every shown jackpot, summed, to the cent. */
export function totalJackpot(games: readonly Game[], now: Date): number {
  const cents = games.reduce((sum, g) => sum + Math.round(effectiveJackpot(g, now) * 100), 0);
  return cents / 100;
}

/**
 * The catalogue answer's `total_jackpot`: the one in memory (the server's render and the
 * browser's read the same answer), else as the boot stored it; null when it had none.
 */
export function serverTotalJackpot(
  storage: StorageLike | null = localStorageOrNull(),
  inMemory: number | null | undefined = memoryTotalJackpot(),
): number | null {
  if (inMemory !== undefined) return inMemory;
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEYS.totalJackpot) ?? null;
  } catch {
    return null;
  }
  if (raw === null || raw.trim() === '') return null;
  const amount = Number(raw);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** The jackpots section's total: the server's figure when it sent one, else the shown sum. */
export function homeTotalJackpot(
  games: readonly Game[],
  now: Date,
  server: number | null = serverTotalJackpot(),
): number {
  return server ?? totalJackpot(games, now);
}
