import { lazy, Suspense, useEffect } from 'react';
import { parlorBus, useUiStore } from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { acceptNotification, visibleNotification } from './notification-queue';

// The toast itself loads with the first notification.
const Toast = lazy(() =>
  import(/* webpackChunkName: "toast" */ './toast').then((m) => ({ default: m.Toast })),
);
/** `notify` events from any app join the queue of the ui store. */
export function useNotificationListener(): void {
  useEffect(
    () =>
      parlorBus.on('notify', (payload) => {
        const ui = uiStore.getState();
        if (payload && acceptNotification(ui.notifications, payload)) {
          ui.pushNotification(
            payload.gameslug === undefined
              ? { kind: payload.kind }
              : { kind: payload.kind, gameslug: payload.gameslug },
          );
        }
      }),
    [],
  );
}

/**
 * One toast at a time, inside a live region that is always present, so screen readers announce
 * each new one; it fades after 7.2 s.
 */
export function NotificationHost() {
  useNotificationListener();
  const current = useUiStore((s) => visibleNotification(s.notifications));
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      <Suspense fallback={null}>{current && <Toast key={current.id} entry={current} />}</Suspense>
    </div>
  );
}
