// A hydration that React had to recover from (the browser's render differed from the server's
// markup, or a boundary failed to hydrate): React then renders that part afresh. It is a fault of
// ours, never the visitor's: logged, counted in the page (a User Timing mark the browser tests
// and the bench read) and reported with the page's telemetry.
import { recordTelemetry } from '@parlor/shared/runtime-plugin';

export const HYDRATION_ERROR_MARK = 'parlor:hydration-error';

export function reportHydrationError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error('hydration error:', message);
  try {
    performance.mark(HYDRATION_ERROR_MARK, { detail: message });
  } catch {
    // no User Timing: the console has it
  }
  recordTelemetry({ t: 'error', kind: 'error', message: `hydration: ${message}`, source: '' });
}
