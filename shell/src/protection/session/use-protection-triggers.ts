import { useEffect } from 'react';
import { sessionStore } from '@parlor/shared';
import type { ProtectionSync } from './protection-sync';

/** How often a game page asks for the session's figures when nothing else asked meanwhile. */
export const CLOCK_POLL_MS = 10_000;

/**
 * When the protection state is asked for: at once, when the page comes back into view (the
 * reality check may have come due meanwhile, or been answered in another tab) and, on a game
 * page, when the balance changes and every CLOCK_POLL_MS while the page is visible (the game's
 * bets happen in its own frame, out of the shell's sight).
 */
export function useProtectionTriggers(sync: ProtectionSync, onGamePage: boolean): void {
  useEffect(() => {
    void sync.sync({ force: true });
    const onFocus = () => void sync.sync();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void sync.sync();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      sync.cancel();
    };
  }, [sync]);

  useEffect(() => {
    if (!onGamePage) return;
    void sync.sync();
    const poll = setInterval(() => {
      if (document.visibilityState !== 'hidden') void sync.sync();
    }, CLOCK_POLL_MS);
    const offBalances = sessionStore.subscribe((state, previous) => {
      if (state.balances !== previous.balances) void sync.sync();
    });
    return () => {
      clearInterval(poll);
      offBalances();
    };
  }, [sync, onGamePage]);
}
