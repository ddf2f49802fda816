import { DUE_GRACE_MS, realityCheckPlan, RECHECK_MS } from './reality-check-plan';
import { snapshotOf } from './session-figures';
import { makeProtectionState } from './test-state';

const T0 = Date.parse('2026-05-01T10:00:00.000Z');
const snapshot = (dueAt: string | null, due = false) =>
  snapshotOf(
    makeProtectionState({
      session: { started_at: '2026-05-01T10:00:00.000Z', elapsed_s: 0 },
      reality_check: { due_at: dueAt, due },
    }),
    T0,
  );

describe('realityCheckPlan', () => {
  it('asks the server just after the due time, closed until then', () => {
    expect(realityCheckPlan(snapshot('2026-05-01T11:00:00.000Z'), false, T0)).toEqual({
      open: false,
      checkInMs: 3_600_000 + DUE_GRACE_MS,
    });
  });

  it('opens when the server says the check is due, and times nothing more', () => {
    expect(realityCheckPlan(snapshot('2026-05-01T10:00:00.000Z', true), false, T0)).toEqual({
      open: true,
      checkInMs: null,
    });
  });

  it('past the due time: the server decides; with no answer, it opens on what is known', () => {
    const past = snapshot('2026-05-01T09:59:00.000Z');
    expect(realityCheckPlan(past, false, T0)).toEqual({ open: false, checkInMs: RECHECK_MS });
    expect(realityCheckPlan(past, true, T0)).toEqual({ open: true, checkInMs: RECHECK_MS });
  });

  it('has nothing to do without a check or before the first answer', () => {
    expect(realityCheckPlan(snapshot(null), false, T0)).toEqual({ open: false, checkInMs: null });
    expect(realityCheckPlan(null, true, T0)).toEqual({ open: false, checkInMs: null });
  });
});
