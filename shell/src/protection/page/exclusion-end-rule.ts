// How a self-exclusion ends in the casino's profile (docs/player-protection.md, "Self-exclusion"):
// UK, a person asks to come back after a timed one and plays a day later; MGA, a timed one ends by
// itself and an indefinite one ends on a request with a reason, the operator deciding. Both: an
// indefinite one can be asked to end from 6 months on.
import type { ProtectionProfile } from '@parlor/shared/host';
import type { Translate } from './refusal-text';

/** The sentence that says how a self-exclusion ends here, in the player's language. */
export function exclusionEndRule(profile: ProtectionProfile | undefined, t: Translate): string {
  switch (profile?.profile) {
    case 'uk':
      return t('responsible.tools.exclusion_end_uk');
    case 'mga':
      return t('responsible.tools.exclusion_end_mga');
    default:
      return t('responsible.tools.exclusion_end_other');
  }
}

/** Whether the profile wants a reason with a request to end an indefinite self-exclusion. */
export const wantsReason = (profile: ProtectionProfile | undefined): boolean =>
  profile?.profile === 'mga';
