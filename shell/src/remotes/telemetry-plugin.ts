import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// A subpath import: bundled into the runtime here, not negotiated through the share scope.
import { recordTelemetry, type LoadFailure, type LoadPhase } from '@parlor/shared/runtime-plugin';

/**
 * Notes how each remote loads (how long its entry, its container's init and each module's factory
 * took, and which of them failed) and the page's errors, from the page's first moments on: the
 * reporter that sends them loads after the first screen (shell/src/telemetry). The manifest's
 * time and a refusal for skew are noted by the shared skew plugin.
 */
export function createTelemetryPlugin(
  now: () => number = () => performance.now(),
): ModuleFederationRuntimePlugin {
  const started = new Map<string, number>();
  const begin = (key: string) => void started.set(key, now());
  const end = (key: string, remote: string, phase: LoadPhase, failed: unknown, as: LoadFailure) => {
    const at = started.get(key);
    started.delete(key);
    if (failed) recordTelemetry({ t: 'fail', remote, reason: as });
    else if (at !== undefined) recordTelemetry({ t: 'phase', remote, phase, ms: now() - at });
  };
  return {
    name: 'parlor-telemetry',
    // The hooks return nothing: each only watches, and the runtime goes on as without it.
    loadEntry({ remoteInfo }) {
      begin(`entry:${remoteInfo.name}`);
    },
    afterLoadEntry({ remoteInfo, cached, error }) {
      if (!cached) end(`entry:${remoteInfo.name}`, remoteInfo.name, 'entry', error, 'unavailable');
    },
    beforeInitRemote({ remoteInfo }) {
      begin(`init:${remoteInfo.name}`);
    },
    afterInitRemote({ remoteInfo, cached, error }) {
      if (!cached) end(`init:${remoteInfo.name}`, remoteInfo.name, 'init', error, 'error');
    },
    afterGetExpose({ moduleInfo, error }) {
      if (error) recordTelemetry({ t: 'fail', remote: moduleInfo.name, reason: 'error' });
    },
    beforeExecuteFactory({ id }) {
      begin(`factory:${id}`);
    },
    afterExecuteFactory({ id, moduleInfo, error }) {
      end(`factory:${id}`, moduleInfo.name, 'factory', error, 'error');
    },
  };
}

const MAX_TEXT = 1000;

function stackOf(value: unknown): string {
  return value instanceof Error && value.stack ? value.stack.slice(0, MAX_TEXT) : '';
}

function messageOf(value: unknown): string {
  try {
    return (value instanceof Error ? value.message : String(value)).slice(0, MAX_TEXT);
  } catch {
    return ''; // a value whose conversion throws
  }
}

/** Notes the page's uncaught errors and unhandled rejections (the reporter attributes them). */
export function listenForErrors(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('error', (event) => {
    const source = stackOf(event.error) || messageOf(event.filename ?? '');
    recordTelemetry({ t: 'error', kind: 'error', message: messageOf(event.message), source });
  });
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message = messageOf(reason);
    recordTelemetry({ t: 'error', kind: 'rejection', message, source: stackOf(reason) });
  });
}

export default function telemetryPlugin(): ModuleFederationRuntimePlugin {
  if (typeof window !== 'undefined') listenForErrors(window);
  return createTelemetryPlugin();
}
