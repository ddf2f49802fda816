import type { Page } from '@playwright/test';

/** Sums the page's layout shifts not caused by input, from its first paint on. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shiftOutsideHeader: number };
    w.__shift = 0;
    w.__shiftOutsideHeader = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        const inHeader = (entry.sources ?? []).every(
          (source) => source.node instanceof Element && source.node.closest('header') !== null,
        );
        if (!inHeader || !entry.sources?.length) w.__shiftOutsideHeader += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * What `watchLayoutShift` has summed so far; `outsideHeader` leaves out shifts within the header
 * alone (a player's bar filling in its balance, which the page cannot know ahead).
 */
export const layoutShift = (page: Page, { outsideHeader = false } = {}) =>
  page.evaluate(
    (outside) =>
      (window as unknown as { __shift: number; __shiftOutsideHeader: number })[
        outside ? '__shiftOutsideHeader' : '__shift'
      ],
    outsideHeader,
  );
