import type { Game } from '@parlor/shared/types';
import { gameKey, type Catalogue } from './generate-catalogue';

/** Find the game of a (shortname, provider?) pair; without provider only when unambiguous. */
export function findGame(
  catalogue: Catalogue,
  shortname: string,
  provider: string | undefined,
): Game | null {
  if (provider) return catalogue.byKey.get(gameKey(shortname, provider)) ?? null;
  const matches = catalogue.games.filter((g) => g.shortname === shortname);
  return matches.length === 1 ? matches[0]! : null;
}
