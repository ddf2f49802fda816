import { startTransition, useCallback, useEffect, useState } from 'react';
import { getI18n } from '@parlor/shared';
import { I18nextProvider, afterFirstScreen, whenTranslationsReady } from '@parlor/shared/host';

import { App } from './app';
import { isBooted, restartBoot, startBoot } from './boot/start-boot';
import { BootFailed, BootLoader } from './pages/boot-screens';

type BootState = 'loading' | 'ready' | 'failed';

/** Shows the loader until config and catalogue are in, then the app; never a blank page. */
export function Root() {
  // a page whose first screen the page painted is shown once boot is done: no loader then
  const [state, setState] = useState<BootState>(() => (isBooted() ? 'ready' : 'loading'));

  const boot = useCallback((retry: boolean) => {
    (retry ? restartBoot() : startBoot())
      // the shell's own strings may still be on their way (registered beside the boot)
      .then(() => whenTranslationsReady())
      .then(
        () => {
          // the site's first render comes in slices: the boot loader stays until it is ready
          startTransition(() => setState('ready'));
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
          setState('failed');
        },
      );
  }, []);

  useEffect(() => {
    boot(false);
  }, [boot]);

  return (
    <I18nextProvider i18n={getI18n()}>
      {state === 'ready' ? (
        <App />
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
    </I18nextProvider>
  );
}
