// Timing marks read by `npm run bench` (bench/lib/lobby-bench.mjs): from the debounce firing (or
// a filter click) to the grid painted. performance.measure entries named parlor:search and
// parlor:filter; harmless where nobody reads them.

import { afterPaint } from '@parlor/shared';

export type LobbyTiming = 'search' | 'filter';

interface PostTaskScheduler {
  postTask: (task: () => void, options: { priority: 'user-blocking' }) => Promise<unknown>;
}

export function markStart(name: LobbyTiming): void {
  try {
    performance.mark(`parlor:${name}:start`);
  } catch {
    // no User Timing: nothing to measure
  }
}

/**
 * Runs `task` just after the frame being prepared: in its animation frame, as a user-blocking
 * task. A plain task after the frame also waits for whatever was queued before it (the new tiles'
 * image loads, which follow their paint), and would time those too.
 */
function afterFrame(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (!scheduler?.postTask) {
    afterPaint(task);
    return;
  }
  requestAnimationFrame(() => {
    scheduler.postTask(task, { priority: 'user-blocking' }).catch(() => {});
  });
}

/**
 * Call from a layout effect of the commit that shows the new grid: the animation frame is then
 * asked for before that commit is painted, and the measure is taken just after that paint (a
 * passive effect may run after the paint and would count one frame more).
 */
export function measureAfterPaint(name: LobbyTiming): void {
  if (typeof requestAnimationFrame !== 'function') return;
  afterFrame(() => {
    try {
      if (performance.getEntriesByName(`parlor:${name}:start`).length === 0) return;
      performance.measure(`parlor:${name}`, `parlor:${name}:start`);
      performance.clearMarks(`parlor:${name}:start`);
    } catch {
      // the start mark was cleared meanwhile
    }
  });
}
