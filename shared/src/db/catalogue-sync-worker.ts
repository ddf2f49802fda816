// The catalogue's refill off the page's main thread (docs/performance.md, "The catalogue"): a
// worker that takes the getgames answer as the controller sent it, parses and checks it, and
// makes the local database equal it. Its parse and its writes are the worker's; the page only
// hands it the answer's text and hears how it went.
import { answerPayload } from '../api/answer-payload';
import { checkAnswer } from '../api/answer-guards';
import type { GamesPayload } from '../types/entities';
import { syncCatalogue, type RefillOutcome } from './catalogue-db';

export interface SyncRequest {
  /** the getgames answer's body */
  text: string;
}

export interface SyncResult {
  outcome: RefillOutcome;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SyncRequest>) => void) | null;
  postMessage(message: SyncResult): void;
};

async function sync({ text }: SyncRequest): Promise<RefillOutcome> {
  const payload = answerPayload(text, false);
  const problem = checkAnswer('getgames', payload);
  if (problem) {
    console.error(`catalogue refill: the getgames answer is refused: ${problem}`);
    return 'failed';
  }
  // no slices: nothing else runs on this thread
  return syncCatalogue(payload as GamesPayload, undefined, { sliceMs: Number.POSITIVE_INFINITY });
}

scope.onmessage = (event) => {
  void sync(event.data).then(
    (outcome) => scope.postMessage({ outcome }),
    () => scope.postMessage({ outcome: 'failed' }),
  );
};
