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
  licence: {
    regulator: 'UK Gambling Commission',
    number: '000-000000-R-000000-000 (example)',
    url: 'https://www.gamblingcommission.gov.uk',
  },
  age_verification: 'before_play',
  tools_before_first_stake: false,
  session_idle_min: 30,
  minimum_age: 18,
};

/** The MGA profile (the reference controller's classic): tools shown before the first stake. */
export const MGA_PROFILE: ProtectionProfile = {
  ...UK_PROFILE,
  profile: 'mga',
  reality_check: { intervals_min: [15, 30, 60, 120], default_min: 60, can_turn_off: true },
  licence: {
    regulator: 'Malta Gaming Authority',
    number: 'MGA/B2C/000/0000 (example)',
    url: 'https://www.mga.org.mt',
  },
  age_verification: 'before_withdrawal',
  tools_before_first_stake: true,
};
