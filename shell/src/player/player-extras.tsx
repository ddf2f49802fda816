import { usePlayerSync } from './player-sync';
import { RollbackBanner } from './rollback-banner';

/** What a logged-in player adds to the layout: live balances and inbox, the rollback offer. */
export function PlayerExtras() {
  usePlayerSync();
  return <RollbackBanner />;
}
