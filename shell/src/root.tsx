import { startTransition, useCallback, useEffect, useState } from 'react';
import { afterFirstScreen, getI18n, sessionStore } from '@parlor/shared';
import { bootRuntime, I18nextProvider } from '@parlor/shared/host';

import { App } from './app';
import { BootFailed, BootLoader } from './pages/boot-screens';
import { applyLanguage, initialLanguage } from './prefs/language';
import { warmFirstScreen } from './routes/warm-first-screen';

declare const __webpack_public_path__: string;

type BootState = 'loading' | 'ready' | 'failed';

/** Resolves once the session has a casino config (the page's inline one comes at once). */
function whenConfig(): Promise<void> {
  return new Promise((resolve) => {
    if (sessionStore.getState().config) return resolve();
    const stop = sessionStore.subscribe((s) => {
      if (!s.config) return;
      stop();
      resolve();
    });
  });
}

/** Shows the loader until config and catalogue are in, then the app; never a blank page. */
export function Root() {
  const [state, setState] = useState<BootState>('loading');

  const boot = useCallback(() => {
    // The language needs the config; its translations load while boot is still under way
    // (with the page's inline config) and before the first page shows.
    const booting = bootRuntime();
    // With the page's boot data the remotes are registered by now: the page's module can load.
    warmFirstScreen(
      location.pathname,
      typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
    );
    Promise.all([booting, whenConfig().then(() => applyLanguage(initialLanguage()))]).then(
      () => {
        // the site's first render comes in slices: the boot loader stays until it is ready
        startTransition(() => setState('ready'));
        afterFirstScreen(() => {
          void import(/* webpackChunkName: "pwa-register" */ './pwa/register-service-worker').then(
            (m) => m.registerServiceWorker(),
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
    boot();
  }, [boot]);

  return (
    <I18nextProvider i18n={getI18n()}>
      {state === 'ready' ? (
        <App />
      ) : state === 'failed' ? (
        <BootFailed
          onRetry={() => {
            setState('loading');
            boot();
          }}
        />
      ) : (
        <BootLoader />
      )}
    </I18nextProvider>
  );
}
