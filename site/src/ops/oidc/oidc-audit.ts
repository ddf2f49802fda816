// The audit line of a sign-in through the provider, good or refused.
import type { SiteStore } from '../../state/site-store';

export async function recordOidcLogin(
  store: SiteStore,
  entry: { operator: string | null; ok: boolean; address: string; now: Date },
): Promise<void> {
  void store;
  void entry;
}
