// The first screen is what a visitor sees first after the page loads. Work it does not show (the
// catalogue database, other remotes' home sections, the sticky banner, header widgets, the
// service worker) waits until it has painted and the browser is idle, so it never delays the
// first tiles (docs/performance.md).

/** If no page says its first screen is up (a route that failed, say), deferred work starts anyway. */
export const FIRST_SCREEN_FALLBACK_MS = 4000;
/** How long deferred work waits for an idle moment once the first screen is up. */
const IDLE_TIMEOUT_MS = 1500;

let shown = false;
let marking = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

/** A User Timing mark once the first screen is up (the browser tests and the bench wait for it). */
export const FIRST_SCREEN_MARK = 'parlor:first-screen';

function reveal(): void {
  if (shown) return;
  shown = true;
  clearTimeout(fallback);
  try {
    performance.mark(FIRST_SCREEN_MARK);
  } catch {
    // no User Timing here: nothing reads the mark
  }
  const ready = [...waiting];
  waiting.clear();
  for (const run of ready) run();
}

/**
 * Says the page's first screen has been committed; deferred work starts after the next paint.
 * Only the first call counts.
 */
export function markFirstScreen(): void {
  if (shown || marking) return;
  marking = true;
  // the committed screen has been painted before anything deferred runs
  afterPaint(reveal);
}

export function isFirstScreenShown(): boolean {
  return shown;
}

/**
 * Runs `task` once the frame being prepared has been painted: a frame, then a task. Where there
 * are no frames (tests without a renderer) it runs after a task. Returns a function that cancels it.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `task` at the browser's next idle moment, or after `timeoutMs` at the latest (at once where
 * there is no idle callback). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  const idle = (globalThis as { requestIdleCallback?: typeof requestIdleCallback })
    .requestIdleCallback;
  if (idle) {
    const handle = idle(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once the first screen has painted, at the browser's next idle moment (at once when
 * that happened earlier in this page). Returns a function that cancels it.
 */
export function afterFirstScreen(task: () => void): () => void {
  if (shown) return whenIdle(task);
  let cancelIdle: (() => void) | null = null;
  const run = () => {
    cancelIdle = whenIdle(task);
  };
  waiting.add(run);
  fallback ??= setTimeout(reveal, FIRST_SCREEN_FALLBACK_MS);
  return () => {
    waiting.delete(run);
    cancelIdle?.();
  };
}

/** Forgets that the first screen was shown (unit tests: one module instance serves many). */
export function resetFirstScreen(): void {
  shown = false;
  marking = false;
  clearTimeout(fallback);
  fallback = undefined;
  waiting.clear();
}
