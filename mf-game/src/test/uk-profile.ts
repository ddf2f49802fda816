// The reference controller's UK profile (fusion, and fun without money limits) as the casino
// config gives it, for tests.
import type { CasinoConfig } from '@parlor/shared';

export const UK_PROFILE = {
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
} satisfies CasinoConfig['protection'];
