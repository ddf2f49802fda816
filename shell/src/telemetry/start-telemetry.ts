// The telemetry reporter's start (its own chunk, loaded once the first screen is up and the
// browser idle): decides whether this visit reports, then takes over what the page noted so far.
import { getParlorRuntime, sessionStore, withBasePath } from '@parlor/shared';
import { drainTelemetry } from '@parlor/shared/host';
import { createReporter } from './reporter';
import { isSampled, newVisitId } from './visit-sampling';
import { watchVitals } from './web-vitals';

/**
 * Starts reporting this visit, or discards its notes: a site that takes no telemetry (its boot
 * info says nothing of it), a visit not sampled, a browser without sendBeacon. Never throws.
 */
export function startTelemetry(): void {
  try {
    const { boot } = getParlorRuntime();
    const beacon = typeof navigator.sendBeacon === 'function' ? navigator : null;
    if (!beacon || !boot.telemetry || !isSampled(boot.telemetry.sample)) {
      drainTelemetry(null);
      return;
    }
    const reporter = createReporter({
      visit: newVisitId(),
      url: withBasePath('/api/telemetry', sessionStore.getState().config?.base_location),
      remotes: boot.remotes,
      // text/plain: a simple request, no preflight
      send: (url, body) =>
        beacon.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' })),
      // a page loaded in the background has no vitals worth reading
      vitals: document.visibilityState === 'hidden' ? undefined : watchVitals(),
    });
    drainTelemetry(reporter.take);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') reporter.flush(true);
    });
    addEventListener('pagehide', () => reporter.flush(true));
  } catch {
    drainTelemetry(null);
  }
}
