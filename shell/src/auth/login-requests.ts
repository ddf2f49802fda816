import { useSyncExternalStore } from 'react';
import { parlorBus } from '@parlor/shared';

export interface LoginRequest {
  redirect?: string;
  dismissTo?: string;
}

// Subscribed when the shell's code loads, before anything renders: a page that asks for a login
// while it mounts (a guest's deep link to /play/…, /?fav=…) is never lost to a listener that
// has not subscribed yet. The latest request wins.
let pending: LoginRequest | null = null;
const listeners = new Set<() => void>();

function set(next: LoginRequest | null) {
  pending = next;
  for (const listener of listeners) listener();
}

parlorBus.on('auth:login-required', (payload) => set(payload ?? {}));

export function clearLoginRequest(): void {
  set(null);
}

/** The login request waiting for an answer, or null. */
export function useLoginRequest(): LoginRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    // no login is asked for in the server's render
    () => null,
  );
}
