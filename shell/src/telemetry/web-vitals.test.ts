import { watchVitals } from './web-vitals';

/** A PerformanceObserver whose entries the test hands out, by type. */
function fakeObserver(supported: string[]) {
  const callbacks = new Map<string, (entries: object[]) => void>();
  const options: Record<string, unknown>[] = [];
  class Observer {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(init: PerformanceObserverInit & { type: string }) {
      options.push({ ...init });
      callbacks.set(init.type, (entries) =>
        this.callback(
          { getEntries: () => entries } as unknown as PerformanceObserverEntryList,
          this as unknown as PerformanceObserver,
        ),
      );
    }
  }
  const emit = (type: string, ...entries: object[]) => callbacks.get(type)?.(entries);
  return { Observer, emit, options };
}

function outlet(remote: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.dataset.remote = remote;
  const image = document.createElement('img');
  wrapper.append(image);
  document.body.append(wrapper);
  return image;
}

it('reads the last largest paint with the remote whose outlet holds it', () => {
  const { Observer, emit } = fakeObserver(['largest-contentful-paint']);
  const read = watchVitals(Observer);
  emit('largest-contentful-paint', { startTime: 800, element: document.body });
  expect(read()).toEqual([{ name: 'LCP', value: 800, remote: undefined }]);
  emit('largest-contentful-paint', { startTime: 1900, element: outlet('mf_lobby') });
  expect(read()).toEqual([{ name: 'LCP', value: 1900, remote: 'mf_lobby' }]);
});

it('sums the layout shifts not caused by input', () => {
  const { Observer, emit } = fakeObserver(['layout-shift']);
  const read = watchVitals(Observer);
  expect(read()).toEqual([{ name: 'CLS', value: 0 }]);
  emit(
    'layout-shift',
    { value: 0.05, hadRecentInput: false },
    { value: 0.5, hadRecentInput: true },
    { value: 0.02, hadRecentInput: false },
  );
  expect(read()[0]?.value).toBeCloseTo(0.07);
});

it('reads the longest interaction, from event timing at 16 ms and the first input', () => {
  const { Observer, emit, options } = fakeObserver(['event', 'first-input']);
  const read = watchVitals(Observer);
  expect(options).toEqual(
    expect.arrayContaining([{ type: 'event', buffered: true, durationThreshold: 16 }]),
  );
  emit('first-input', { duration: 8, interactionId: 1, target: document.body });
  emit(
    'event',
    { duration: 300, interactionId: 0 }, // not an interaction (a mouseover, say)
    { duration: 120, interactionId: 2, target: outlet('mf_game') },
    { duration: 40, interactionId: 3, target: document.body },
  );
  expect(read()).toEqual([{ name: 'INP', value: 120, remote: 'mf_game' }]);
});

it('reports nothing the browser cannot measure', () => {
  const { Observer } = fakeObserver([]);
  expect(watchVitals(Observer)()).toEqual([]);
  expect(watchVitals(undefined)()).toEqual([]);
});
