import { holdLoadUntilTakenOver } from './boot/load-gate';

declare let __webpack_public_path__: string;

// "Loaded" means the site's own screen: on a page the server painted, the load event waits for
// the takeover (set up now, while the page is still loading).
holdLoadUntilTakenOver(document.getElementById('root'));

// Under a base path the server serves the entry as `{base}main.js`: load every chunk from there.
const entry = document.querySelector<HTMLScriptElement>('script[src$="/main.js"]');
if (entry) __webpack_public_path__ = new URL('.', entry.src).pathname;

// The async boundary: shared singletons are negotiated before any app code runs. Boot and the
// first screen's remote module start beside the app's own code, not after it has rendered once.
// In a task of their own: with the federation runtime's start-up (this entry's evaluation) they
// made one task of about 50 ms here, four times that on a phone, in which nothing could answer.
// A message, not a timer: a page opened in a background tab has its timers held back to a second.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => {
  import('./boot/start-boot').then(
    (m) =>
      m.startBoot().catch(() => {
        // the root shows the start screen's error with Retry
      }),
    () => {
      // the root's own import of it reports the failure
    },
  );
  import('./bootstrap');
};
nextTask.port2.postMessage(null);
