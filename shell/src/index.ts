import { holdEarlyClicks } from './boot/early-clicks';
import { nextTask } from './boot/next-task';

declare let __webpack_public_path__: string;

// Under a base path the server serves the entry as `{base}main.js`: load every chunk from there.
const entry = document.querySelector<HTMLScriptElement>('script[src$="/main.js"]');
if (entry) __webpack_public_path__ = new URL('.', entry.src).pathname;

// A click on the server's markup before React has its root is handed to it then.
holdEarlyClicks(document.getElementById('root'));

// The async boundary: shared singletons are negotiated before any app code runs. Boot (config,
// catalogue, the first screen's remote module) starts first, then the app's own code is evaluated,
// each in a task of its own: with the federation runtime's start-up (this entry's evaluation) they
// made one task of 200-400 ms on a phone, in which nothing could answer. React DOM's evaluation
// gets a task of its own too, before the bootstrap's. Their files come with the page (preload
// hints), so taking them one after the other costs no round trip.
void nextTask()
  .then(() => import('./boot/start-boot'))
  .then(
    (m) =>
      void m.startBoot().catch(() => {
        // the root shows the start screen's error with Retry
      }),
    () => {
      // the root's own import of it reports the failure
    },
  )
  .then(nextTask)
  // React DOM's own evaluation is a long task on a phone: a task of its own, then a yield
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
