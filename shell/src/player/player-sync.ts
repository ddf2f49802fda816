import { useEffect } from 'react';
import { getApi, parlorBus, runPostGameCheck, sessionStore } from '@parlor/shared';
import { sendPendingFavorite } from '@parlor/shared/host';

/** Balances from getBalance into the session store. */
export async function refreshBalance(): Promise<void> {
  try {
    const balances = await getApi().getBalance();
    if (balances && sessionStore.getState().player) sessionStore.getState().setBalances(balances);
  } catch (error) {
    console.error('balance refresh failed', error);
  }
}

/** The inbox counter; a changed count also drops the cached message center data. */
export async function refreshUnread(): Promise<void> {
  try {
    const counter = await getApi().getUnreadMessages();
    const session = sessionStore.getState();
    if (!counter || !session.player) return;
    if (session.unreadMessages !== null && session.unreadMessages !== counter.total_unread) {
      getApi().clearMessagesCache();
    }
    session.setUnreadMessages(counter.total_unread);
  } catch (error) {
    console.error('inbox counter refresh failed', error);
  }
}

/** While a player is logged in: balances and inbox now, on focus and on `balance:refresh`. */
export function usePlayerSync(): void {
  useEffect(() => {
    const refreshAll = () => {
      void refreshBalance();
      void refreshUnread();
    };
    refreshAll();
    void sendPendingFavorite();
    // A reload in the middle of a game leaves the post-game check armed: settle it here, unless
    // the game page is back and runs it itself when the player leaves.
    if (!/\/(play|demo)\//.test(window.location.pathname)) void runPostGameCheck('');
    const offBalance = parlorBus.on('balance:refresh', () => void refreshBalance());
    window.addEventListener('focus', refreshAll);
    return () => {
      offBalance();
      window.removeEventListener('focus', refreshAll);
    };
  }, []);
}
