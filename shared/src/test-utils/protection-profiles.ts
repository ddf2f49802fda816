// The reference controller's protection profiles as the casino config gives them, for the apps'
// tests: UK (fusion; fun without money limits) and MGA (classic).
import type { ProtectionProfile } from '../types/protection';

export const UK_PROFILE: ProtectionProfile = {
  profile: 'uk',
  session_clock: true,
  reality_check: { intervals_min: [10, 20, 30, 60], default_min: 60, can_turn_off: false },
  money_limits: true,
  session_limit: true,
  breaks: ['24h', '7d', '30d', '6w'],
  exclusions: ['6m', '1y', '5y', 'indefinite'],
  help: [
    { name: 'BeGambleAware', url: 'https://www.begambleaware.org', phone: '0808 8020 133' },
    { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  ],
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

/** The MGA profile: tools shown before the first stake, the age checked before a withdrawal. */
export const MGA_PROFILE: ProtectionProfile = {
  ...UK_PROFILE,
  profile: 'mga',
  reality_check: { intervals_min: [15, 30, 60, 120], default_min: 60, can_turn_off: true },
  help: [
    { name: 'Responsible Gaming Foundation Malta', url: 'https://www.rgf.org.mt', phone: '1777' },
  ],
  licence: {
    regulator: 'Malta Gaming Authority',
    number: 'MGA/B2C/000/0000 (example)',
    url: 'https://www.mga.org.mt',
  },
  age_verification: 'before_withdrawal',
  tools_before_first_stake: true,
};
