import { sessionStore } from '@parlor/shared';
import { shouldRegisterServiceWorker } from '../player/site-rules';

/** What this visit loaded: its scripts, styles, the boot info, config and catalogue calls. */
function loadedUrls(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /^https?:/.test(name));
  return ['index', ...new Set(urls)];
}

/** Registers sw.js (emitted by the shell's build) after load, on staging or local hosts only. */
export function registerServiceWorker(): void {
  const config = sessionStore.getState().config;
  if (!config || !('serviceWorker' in navigator)) return;
  if (!shouldRegisterServiceWorker(config.environment, location.hostname)) return;
  const base = config.base_location.replace(/\/?$/, '/');
  const register = async () => {
    try {
      await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
      const registration = await navigator.serviceWorker.ready;
      registration.active?.postMessage({ type: 'cache-urls', urls: loadedUrls() });
    } catch (error) {
      console.error('service worker registration failed', error);
    }
  };
  const later = () => setTimeout(() => void register(), 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
