// Home sections (docs/product-rules.md, "Lobby lists"): default order, config override, what each
// one shows.
import {
  type Game,
  type HomeSectionConfig,
  localStorageOrNull,
  sample,
  STORAGE_KEYS,
  type StorageLike,
} from '@parlor/shared';
import { effectiveJackpot } from './jackpot-multiplier';
import { HOME_LIMITS } from './home-games';

export type HomeSectionId =
  | 'keep-playing'
  | 'new-games'
  | 'popular-games'
  | 'tournaments'
  | 'jackpots'
  | 'providers'
  | 'game-of-the-month'
  | 'themes'
  | 'top-slots'
  | 'classic-games'
  | 'high-volatility'
  | 'promotions'
  | 'winners';

export interface HomeSection {
  id: HomeSectionId;
  layout: 'row' | 'grid' | 'hero';
  /** heading text from config; absent: the section's translated default */
  heading?: string;
  /** view-all target; absent: no link */
  link?: string;
}

/** Default order and links. */
export const DEFAULT_HOME_SECTIONS: readonly HomeSection[] = [
  { id: 'keep-playing', layout: 'row' },
  { id: 'new-games', layout: 'row', link: '/subgroup/new' },
  { id: 'popular-games', layout: 'row', link: '/subgroup/popular' },
  { id: 'tournaments', layout: 'row', link: '/tournaments' },
  { id: 'jackpots', layout: 'row', link: '/jackpot-games' },
  { id: 'providers', layout: 'row', link: '/providers' },
  { id: 'game-of-the-month', layout: 'hero' },
  { id: 'themes', layout: 'row' },
  { id: 'top-slots', layout: 'row', link: '/subgroup/top-slots' },
  { id: 'classic-games', layout: 'row', link: '/subgroup/classic' },
  { id: 'high-volatility', layout: 'row', link: '/subgroup/high-volatility' },
  { id: 'promotions', layout: 'row', link: '/promotions' },
  { id: 'winners', layout: 'row' },
];

const KNOWN = new Map(DEFAULT_HOME_SECTIONS.map((s) => [s.id as string, s]));

/**
 * The sections of a casino: the config's list (known ids, each once, its layout, heading and
 * link over the defaults), or the default order when the config has none.
 */
export function resolveHomeSections(config?: readonly HomeSectionConfig[] | null): HomeSection[] {
  if (!config || config.length === 0) return [...DEFAULT_HOME_SECTIONS];
  const out: HomeSection[] = [];
  for (const entry of config) {
    const base = KNOWN.get(entry.id);
    if (!base || out.some((s) => s.id === base.id)) continue;
    const section: HomeSection = { ...base, layout: entry.layout ?? base.layout };
    if (entry.heading) section.heading = entry.heading;
    if (entry.link) section.link = entry.link;
    out.push(section);
  }
  return out;
}

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

/** The catalogue answer's `total_jackpot`, as the boot stored it; null when it had none. */
export function serverTotalJackpot(
  storage: StorageLike | null = localStorageOrNull(),
): number | null {
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
