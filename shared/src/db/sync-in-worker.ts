// Starts the catalogue worker (catalogue-sync-worker.ts, built on its own into the shell's
// folder) for one refill.
import type { SyncRequest, SyncResult } from './catalogue-sync-worker';
import type { RefillOutcome } from './catalogue-db';
import { CATALOGUE_WORKER_FILE } from './catalogue-worker-file';

declare const __webpack_public_path__: string | undefined;

/** The worker's address: beside the page's scripts (under the site's base path, if any). */
function workerUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL(CATALOGUE_WORKER_FILE, new URL(base || '/', location.href)).href;
}

/** The refill in a worker; rejects when the worker cannot be started or fails. */
export function syncInWorker(text: string): Promise<RefillOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { name: 'parlor-catalogue' });
    worker.onmessage = (event: MessageEvent<SyncResult>) => {
      worker.terminate();
      resolve(event.data.outcome);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`catalogue worker: ${event.message}`));
    };
    worker.postMessage({ text } satisfies SyncRequest);
  });
}
