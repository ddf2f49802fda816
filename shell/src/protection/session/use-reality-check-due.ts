import { useEffect, useState } from 'react';
import type { ProtectionSync, SyncStatus } from './protection-sync';
import { realityCheckPlan } from './reality-check-plan';

/**
 * Whether the reality check shows: a timer to its due time asks the server, whose answer opens
 * it (reality-check-plan.ts). `enabled`: the casino's profile has reality checks.
 */
export function useRealityCheckDue(
  sync: ProtectionSync,
  status: SyncStatus,
  enabled: boolean,
): boolean {
  // the device's clock as of the last timer: only a check past due with no answer reads it
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!enabled) return;
    const { checkInMs } = realityCheckPlan(status.snapshot, status.failed, Date.now());
    if (checkInMs === null) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      void sync.sync({ force: true });
    }, checkInMs);
    return () => clearTimeout(timer);
  }, [enabled, status, sync, now]);
  return enabled && realityCheckPlan(status.snapshot, status.failed, now).open;
}
