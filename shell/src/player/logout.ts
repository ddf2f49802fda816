import { getApi, parlorBus, sessionStore } from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { siteAuth } from '../auth/site-auth';

/** Ends the session and returns to guest mode in place: no full reload. */
export async function logout(): Promise<void> {
  try {
    await siteAuth().logout();
  } catch (error) {
    // The cookie may already be gone: the local state is cleared all the same.
    console.error('logout failed', error);
  }
  getApi().clearMessagesCache();
  sessionStore.getState().clear();
  uiStore.getState().closeAllModals();
  uiStore.getState().clearNotifications();
  navigator.serviceWorker?.controller?.postMessage({ type: 'logout' });
  parlorBus.emit('auth:changed', { loggedIn: false });
}
