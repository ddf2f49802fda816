import type { CasinoConfig } from '@parlor/shared';
import { type NavItem } from '@parlor/shared/host';
import { isTournamentsPath } from '../routes/route-table';

/** Configured external entries that go under "More" rather than at the top level. */
const MORE_IDS = new Set(['vipprogram', 'banking', 'contact', 'terms']);

export interface MenuSections {
  lobby: NavItem[];
  games: NavItem[];
  more: NavItem[];
  other: NavItem[];
}

/** Sorts the configured navigation into the side menu's sections. */
export function menuSections(items: NavItem[]): MenuSections {
  return {
    lobby: items.filter((i) => i.action === '/'),
    games: items.filter((i) => i.internal && i.action !== '/'),
    more: items.filter((i) => !i.internal && MORE_IDS.has(i.id)),
    other: items.filter((i) => !i.internal && !MORE_IDS.has(i.id)),
  };
}

/** A menu entry the shell adds itself (not from the configured navigation). */
export function menuItem(
  id: string,
  label: string,
  action: string,
  icon: string,
  internal = false,
): NavItem {
  return { id, label, action, icon, internal };
}

/**
 * The configured entries the casino offers: with the config's `tournaments` flag off, an entry
 * to the tournaments pages is left out (their routes are off too).
 */
export function offeredItems(
  items: readonly NavItem[],
  config: Pick<CasinoConfig, 'tournaments'>,
): NavItem[] {
  if (config.tournaments !== false) return [...items];
  return items.filter((i) => !(i.internal && isTournamentsPath(i.action)));
}
