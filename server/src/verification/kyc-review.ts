// The reference controller's stand-in for an operator's identity check (KYC provider): a document
// sent is reviewed after a while, and the decision reads the date of birth the person gave.
// A real provider reads the document; this one only keeps the flow honest end to end.
import type { AgeVerification } from '@parlor/shared/types';
import { ageOn } from '../people/age';
import { PROTECTION_PROFILES } from '../protection/profiles';

/**
 * The person's age must pass in every casino of the operator, since the verification is the
 * person's: the highest minimum age of the profiles.
 */
export const REVIEW_MINIMUM_AGE = Math.max(
  ...Object.values(PROTECTION_PROFILES).map((profile) => profile.minimum_age),
);

/** Verified when the date of birth makes the person old enough on `now`; refused otherwise. */
export function reviewDecision(
  dob: string | null,
  now: number,
  minimumAge: number = REVIEW_MINIMUM_AGE,
): Extract<AgeVerification, 'verified' | 'refused'> {
  const age = dob === null ? null : ageOn(dob, now);
  return age !== null && age >= minimumAge ? 'verified' : 'refused';
}
