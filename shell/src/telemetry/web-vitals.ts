// The page's Core Web Vitals, from the browser's own entries (buffered: those before this module
// loaded count too): the largest paint (LCP), the layout shifts not caused by input (CLS), and the
// longest interaction (INP). LCP and INP name the remote whose outlet holds their element.

export interface Vital {
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  /** the remote whose outlet ([data-remote]) holds the element, if any */
  remote?: string;
}

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}
interface InteractionEntry extends PerformanceEntry {
  interactionId?: number;
  target?: Node | null;
}
interface PaintEntry extends PerformanceEntry {
  element?: Element | null;
}

type ObserverClass = Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
  (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, 'observe'>);

function remoteOf(node: Node | null | undefined): string | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  return element?.closest('[data-remote]')?.getAttribute('data-remote') ?? undefined;
}

/**
 * Starts watching; the function returned reads the vitals so far (none the browser cannot
 * measure). Call it when the page is hidden: LCP is final then.
 */
export function watchVitals(
  Observer: ObserverClass | undefined = globalThis.PerformanceObserver,
): () => Vital[] {
  let lcp: Vital | undefined;
  let inp: Vital | undefined;
  let cls: number | undefined;
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void, threshold = {}) => {
    if (!Observer?.supportedEntryTypes?.includes(type)) return false;
    try {
      const observer = new Observer((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true, ...threshold });
      return true;
    } catch {
      return false;
    }
  };
  observe('largest-contentful-paint', (entry) => {
    lcp = { name: 'LCP', value: entry.startTime, remote: remoteOf((entry as PaintEntry).element) };
  });
  if (
    observe('layout-shift', (entry) => {
      const shift = entry as ShiftEntry;
      if (!shift.hadRecentInput) cls = (cls ?? 0) + shift.value;
    })
  )
    cls ??= 0;
  const onInteraction = (entry: PerformanceEntry) => {
    const event = entry as InteractionEntry;
    if (!event.interactionId || event.duration <= (inp?.value ?? -1)) return;
    inp = { name: 'INP', value: event.duration, remote: remoteOf(event.target) };
  };
  // first-input: the first interaction however short (the others from 16 ms)
  observe('first-input', onInteraction);
  observe('event', onInteraction, { durationThreshold: 16 });
  return () =>
    [lcp, inp, cls === undefined ? undefined : { name: 'CLS' as const, value: cls }].filter(
      (vital): vital is Vital => vital !== undefined,
    );
}
