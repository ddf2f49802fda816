import { useCallback, useEffect, useState } from 'react';
import { bootRuntime, getI18n, I18nextProvider } from '@parlor/shared';

import { App } from './app';
import { BootFailed, BootLoader } from './pages/boot-screens';
import { applyLanguage, initialLanguage } from './prefs/language';

type BootState = 'loading' | 'ready' | 'failed';

/** Shows the loader until config and catalogue are in, then the app; never a blank page. */
export function Root() {
  const [state, setState] = useState<BootState>('loading');

  const boot = useCallback(() => {
    bootRuntime()
      // The language needs the config; its translations load before the first page shows.
      .then(() => applyLanguage(initialLanguage()))
      .then(
        () => {
          setState('ready');
          void import(/* webpackChunkName: "pwa-register" */ './pwa/register-service-worker').then(
            (m) => m.registerServiceWorker(),
          );
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
