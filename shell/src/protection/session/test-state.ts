// A protection state for the tests of this folder.
import type { ProtectionState } from '@parlor/shared/host';

export function makeProtectionState(
  over: {
    session?: Partial<ProtectionState['session']>;
    reality_check?: Partial<ProtectionState['reality_check']>;
    show_tools?: boolean;
  } = {},
): ProtectionState {
  return {
    profile: 'uk',
    session: {
      started_at: '2026-05-01T10:00:00.000Z',
      elapsed_s: 0,
      wagered_cents: 0,
      won_cents: 0,
      net_cents: 0,
      ...over.session,
    },
    reality_check: { interval_min: 60, due_at: null, due: false, ...over.reality_check },
    limits: {},
    break: null,
    exclusion: null,
    age_verification: 'verified',
    show_tools: over.show_tools ?? false,
  };
}
