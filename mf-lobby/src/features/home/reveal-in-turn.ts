// Sections below home's first screen that nobody scrolled to render once the browser is idle, one
// per idle moment and in page order: all of them in one go would be one long task that delays
// whatever the visitor does next (and counts whole in Total Blocking Time).
import { whenIdle } from '@parlor/shared';

/** How long a section waits for an idle moment before it renders anyway. */
const IDLE_TIMEOUT_MS = 1000;

const queue: Array<() => void> = [];
let scheduled = false;

function schedule(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  const next = () => {
    scheduled = false;
    queue.shift()?.();
    schedule();
  };
  whenIdle(next, IDLE_TIMEOUT_MS);
}

/** Runs `reveal` at an idle moment after those queued before it. Returns a function that cancels it. */
export function revealInTurn(reveal: () => void): () => void {
  queue.push(reveal);
  schedule();
  return () => {
    const at = queue.indexOf(reveal);
    if (at >= 0) queue.splice(at, 1);
  };
}
