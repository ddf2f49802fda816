import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { getI18n } from '@parlor/shared';
import { I18nextProvider, afterFirstScreen, whenTranslationsReady } from '@parlor/shared/host';

import { App } from './app';
import { isBooted, restartBoot, startBoot } from './boot/start-boot';
import { BootFailed, BootLoader, BootNotice } from './pages/boot-screens';

type BootState = 'loading' | 'ready' | 'failed';

/**
 * How long a page the server rendered waits for boot before it says it could not start (with
 * Retry): before boot's own deadline, so the notice is up within ten seconds of a call that hangs.
 */
export const BOOT_NOTICE_MS = 8000;

/**
 * Shows the loader until config and catalogue are in, then the app; never a blank page. A page
 * the server rendered (`serverRendered`; `location` on the server itself) shows the app from the
 * start, hydrating the server's markup: a boot that fails or hangs keeps it, with a notice and
 * Retry over it (docs/server-rendering.md).
 */
export function Root({
  location,
  serverRendered = false,
}: {
  location?: string;
  serverRendered?: boolean;
}) {
  const shownAtOnce = serverRendered || location !== undefined;
  const [state, setState] = useState<BootState>(() =>
    shownAtOnce || isBooted() ? 'ready' : 'loading',
  );
  const [notice, setNotice] = useState(false);

  const boot = useCallback(
    (retry: boolean) => {
      (retry ? restartBoot() : startBoot())
        // the shell's own strings may still be on their way (registered beside the boot)
        .then(() => whenTranslationsReady())
        .then(
          () => {
            setNotice(false);
            // the site's first render comes in slices: the boot loader stays until it is ready
            if (!shownAtOnce) startTransition(() => setState('ready'));
            afterFirstScreen(() => {
              // the page's own pictures (phones: home's promo, a list's first tiles) are only for
              // the time before it
              for (const id of ['boot-promo', 'boot-tiles']) document.getElementById(id)?.remove();
              void import(
                /* webpackChunkName: "pwa-register" */ './pwa/register-service-worker'
              ).then((m) => m.registerServiceWorker());
              // what the page noted since it started waits for the reporter in a small queue
              void import(/* webpackChunkName: "telemetry" */ './telemetry/start-telemetry').then(
                (m) => m.startTelemetry(),
                () => {
                  // no reporter, no report: the page carries on
                },
              );
            });
          },
          (error: unknown) => {
            console.error('boot failed', error);
            if (shownAtOnce) setNotice(true);
            else setState('failed');
          },
        );
    },
    [shownAtOnce],
  );

  useEffect(() => {
    boot(false);
    if (!shownAtOnce) return;
    const timer = setTimeout(() => {
      if (!isBooted()) setNotice(true);
    }, BOOT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [boot, shownAtOnce]);

  // One element: the notice coming or going renders nothing of the app again (a part of it still
  // to be hydrated would otherwise be rendered afresh, dropping the server's markup).
  const app = useMemo(() => <App location={location} />, [location]);
  // the same children on the server and in the browser (the app, then the notice's place)
  return (
    <I18nextProvider i18n={getI18n()}>
      {state === 'ready' ? (
        app
      ) : state === 'failed' ? (
        <BootFailed
          onRetry={() => {
            setState('loading');
            boot(true);
          }}
        />
      ) : (
        <BootLoader />
      )}
      {notice && (
        <BootNotice
          onRetry={() => {
            setNotice(false);
            boot(true);
          }}
        />
      )}
    </I18nextProvider>
  );
}
