// The UK profile as a casino's config gives it (the reference controller's fusion), for tests.
import type { ProtectionProfile } from '@parlor/shared/host';

export const UK_PROFILE: ProtectionProfile = {
  profile: 'uk',
  session_clock: true,
  reality_check: { intervals_min: [10, 20, 30, 60], default_min: 60, can_turn_off: false },
  money_limits: true,
  session_limit: true,
  breaks: ['24h', '7d', '30d', '6w'],
  exclusions: ['6m', '1y', '5y', 'indefinite'],
  help: [],
};
