// Interaction latency as the page itself sees it (the Event Timing API, what INP is made of):
// every event entry of 16 ms or more, kept from the start of each document, and the latency of
// the interactions made between two moments: per interactionId, its longest event's duration.

// runs in the page before its own scripts, where globalThis is the window
export const RECORD_EVENTS = () => {
  const win = globalThis;
  win.__parlorEvents = [];
  new win.PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) {
        win.__parlorEvents.push({
          name: e.name,
          interactionId: e.interactionId,
          startTime: e.startTime,
          duration: e.duration,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // the trusted input events, to tell "faster than 16 ms" from "no interaction at all"
  win.__parlorInputs = [];
  for (const type of ['pointerdown', 'keydown', 'click']) {
    win.addEventListener(
      type,
      (e) => e.isTrusted && win.__parlorInputs.push({ type, at: e.timeStamp }),
      { capture: true },
    );
  }
};

/** @param {import('@playwright/test').Page} page */
export function pageNow(page) {
  return page.evaluate(() => performance.now());
}

/**
 * Waits until the entries of what was just done can have been reported (entries are queued
 * after the next paint), then reads the interactions that started in [from, now].
 * @param {import('@playwright/test').Page} page
 * @param {number} from  the page's performance.now() before the interaction
 * @returns {Promise<{ latencyMs: number, interactions: number, inputs: number,
 *   events: { name: string, duration: number }[] }>} latencyMs 0: every one under 16 ms
 */
export async function interactionsSince(page, from) {
  return page.evaluate(
    (since) =>
      new Promise((resolve) => {
        const win = globalThis;
        win.requestAnimationFrame(() =>
          win.setTimeout(() => {
            const events = win.__parlorEvents.filter((e) => e.startTime >= since);
            const byInteraction = new Map();
            for (const e of events) {
              byInteraction.set(
                e.interactionId,
                Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration),
              );
            }
            resolve({
              latencyMs: Math.max(0, ...byInteraction.values()),
              interactions: byInteraction.size,
              inputs: win.__parlorInputs.filter((i) => i.at >= since).length,
              events: events.map((e) => ({ name: e.name, duration: e.duration })),
            });
          }, 300),
        );
      }),
    from,
  );
}
