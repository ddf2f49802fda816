import { useEffect, useState } from 'react';
import { STORAGE_KEYS, useSessionStore, useTranslation } from '@parlor/shared';
import { shouldOfferInstall } from '../player/site-rules';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferred: InstallPromptEvent | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
}

function isDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.pwaPromptDismissed) === '1';
  } catch {
    return false;
  }
}

/** The install prompt on mobile outside live; a dismissal is remembered. */
export function PwaPrompt() {
  const { t } = useTranslation('shell');
  const environment = useSessionStore((s) => s.config?.environment ?? 'live');
  const [open, setOpen] = useState(() =>
    shouldOfferInstall({
      mobile: window.matchMedia?.('(max-width: 799px)').matches ?? false,
      environment,
      dismissed: isDismissed(),
      standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    }),
  );
  const [canInstall, setCanInstall] = useState(deferred !== null);

  useEffect(() => {
    const onPrompt = () => setCanInstall(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  if (!open) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.pwaPromptDismissed, '1');
    } catch {
      // Shown again next visit: harmless.
    }
    setOpen(false);
  };

  return (
    <aside className="pwa-prompt" aria-label={t('pwa.title')}>
      <p>
        <strong>{t('pwa.title')}</strong> {canInstall ? t('pwa.text') : t('pwa.manual')}
      </p>
      {canInstall && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            void deferred?.prompt();
            dismiss();
          }}
        >
          {t('pwa.install')}
        </button>
      )}
      <button type="button" className="btn" onClick={dismiss}>
        {t('pwa.dismiss')}
      </button>
    </aside>
  );
}
