// Main-thread tasks from a Chromium trace (the DevTools timeline's RunTask events on the
// renderers' main threads): a CPU figure that does not depend on Lighthouse's simulator.

/**
 * @typedef {{ name?: string, cat?: string, ph?: string, ts?: number, dur?: number,
 *   pid?: number, tid?: number, args?: Record<string, any> }} TraceEvent
 */

/** @param {TraceEvent[]} events  the renderer main threads, as 'pid:tid' */
function rendererMainThreads(events) {
  const threads = new Set();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') {
      threads.add(`${e.pid}:${e.tid}`);
    }
  }
  return threads;
}

/**
 * The main-thread tasks of at least `minMs`, top-level only (a task nested in another, as a
 * nested run loop makes, is part of its parent): their count, sum, the longest, and how many are
 * over `overMs`. `untilUs` (trace clock) leaves out tasks that start later, e.g. after idle.
 * @param {TraceEvent[] | { traceEvents: TraceEvent[] }} trace
 * @param {{ minMs?: number, overMs?: number, untilUs?: number }} [options]
 */
function mainThreadTasks(trace, { minMs = 10, overMs = 50, untilUs = Infinity } = {}) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const threads = rendererMainThreads(events);
  /** @type {Map<string, { ts: number, dur: number }[]>} */
  const byThread = new Map();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue;
    if (typeof e.ts !== 'number' || typeof e.dur !== 'number' || e.ts > untilUs) continue;
    const thread = `${e.pid}:${e.tid}`;
    if (!threads.has(thread)) continue;
    const list = byThread.get(thread) ?? [];
    list.push({ ts: e.ts, dur: e.dur });
    byThread.set(thread, list);
  }
  /** @type {number[]} */ const durationsMs = [];
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts);
    let endOfTopLevel = -Infinity;
    for (const task of list) {
      if (task.ts < endOfTopLevel) continue;
      endOfTopLevel = task.ts + task.dur;
      durationsMs.push(task.dur / 1000);
    }
  }
  const long = durationsMs.filter((d) => d >= minMs);
  const round1 = (/** @type {number} */ v) => Math.round(v * 10) / 10;
  return {
    count: long.length,
    sumMs: round1(long.reduce((sum, d) => sum + d, 0)),
    longestMs: round1(Math.max(0, ...durationsMs)),
    overCount: durationsMs.filter((d) => d > overMs).length,
  };
}

module.exports = { rendererMainThreads, mainThreadTasks };
