// The lobby's own visibility rule beside those of @parlor/shared (docs/product-rules.md, "Game
// visibility").
import { SPORTSBOOK_PROVIDER } from '@parlor/shared';

/** The sportsbook provider is hidden from the providers grid and filters. */
export function isProviderListed(provider: string): boolean {
  return provider !== SPORTSBOOK_PROVIDER;
}
