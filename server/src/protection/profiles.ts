// The player protection profile of each casino (docs/player-protection.md): which tools it offers
// and their rules. It is the casino config's `protection`; the routes and refusals read it too.
import type { HelpContact, ProtectionProfile } from '@parlor/shared/types';
import type { CasinoKey } from '../casinos/casinos';

// 0808 8020 133: the National Gambling Helpline (run by GamCare, listed by BeGambleAware)
const UK_HELP: HelpContact[] = [
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org', phone: '0808 8020 133' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
];

const MGA_HELP: HelpContact[] = [
  { name: 'Responsible Gaming Foundation Malta', url: 'https://www.rgf.org.mt', phone: '1777' },
];

/** A profile as the reference controller sends it: every field of the contract given. */
export type FullProfile = Required<ProtectionProfile>;

const UK: FullProfile = {
  profile: 'uk',
  session_clock: true,
  // the UK profile's check cannot be turned off (RTS 13)
  reality_check: { intervals_min: [10, 20, 30, 60], default_min: 60, can_turn_off: false },
  money_limits: true,
  session_limit: true,
  breaks: ['24h', '7d', '30d', '6w'],
  exclusions: ['6m', '1y', '5y', 'indefinite'],
  help: UK_HELP,
  // the reference casinos' licences are examples: an operator names its own
  licence: {
    regulator: 'UK Gambling Commission',
    number: '000-000000-R-000000-000 (example)',
    url: 'https://www.gamblingcommission.gov.uk',
  },
  // UK: age verified before any play, free play included
  age_verification: 'before_play',
  tools_before_first_stake: false,
  session_idle_min: 30,
  minimum_age: 18,
};

const MGA: FullProfile = {
  profile: 'mga',
  session_clock: true,
  reality_check: { intervals_min: [15, 30, 60, 120], default_min: 60, can_turn_off: true },
  money_limits: true,
  session_limit: true,
  breaks: ['24h', '7d', '30d', '6w'],
  exclusions: ['6m', '1y', '5y', 'indefinite'],
  help: MGA_HELP,
  licence: {
    regulator: 'Malta Gaming Authority',
    number: 'MGA/B2C/000/0000 (example)',
    url: 'https://www.mga.org.mt',
  },
  // MGA: identity checked before a withdrawal (and by the operator's thresholds)
  age_verification: 'before_withdrawal',
  tools_before_first_stake: true,
  session_idle_min: 30,
  minimum_age: 18,
};

export const PROTECTION_PROFILES: Record<CasinoKey, FullProfile> = {
  fusion: UK,
  classic: MGA,
  // fun money: the clock and the reality check, no money or session limits (nothing is lost)
  fun: { ...UK, money_limits: false, session_limit: false },
};

export function protectionProfileOf(casinoKey: string): FullProfile {
  return Object.hasOwn(PROTECTION_PROFILES, casinoKey)
    ? PROTECTION_PROFILES[casinoKey as CasinoKey]
    : PROTECTION_PROFILES.fusion;
}

export { offeredLimits } from '@parlor/shared/server';
