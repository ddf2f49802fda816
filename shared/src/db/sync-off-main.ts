// The local catalogue brought up to date after the first screen, off the main thread where the
// page can run a worker: the worker parses the getgames answer's text and writes the database.
// Where it cannot (no workers, the worker fails to start), the main thread writes it in slices
// (syncCatalogue). Never rejects.
import { syncCatalogue, type RefillOutcome } from './catalogue-db';
import type { GamesPayload } from '../types/entities';

/** `payload` is the answer already parsed (the main thread's copy); `text` its body, for the worker. */
export async function syncCatalogueOffMain(
  payload: GamesPayload,
  text: string | null,
): Promise<RefillOutcome> {
  if (text !== null && typeof Worker === 'function') {
    try {
      const { syncInWorker } = await import(
        /* webpackChunkName: "catalogue-worker-client" */ './sync-in-worker'
      );
      return await syncInWorker(text);
    } catch (error) {
      console.error('catalogue refill: no worker, the page writes it', error);
    }
  }
  return syncCatalogue(payload);
}
