// Home's sections (docs/product-rules.md, "Lobby lists"): the default order, the config's
// override, each section's layout and link. The lobby renders them; the site's page paints the
// first of them before the lobby's code has run.
import type { HomeSectionConfig } from '../types/entities';

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
