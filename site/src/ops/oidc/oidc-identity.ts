// Who a sign-in through the provider is in the console: the role its claim maps to (the highest
// when several values map) and a name that can never be a local account's. Local names have no
// '@' (ops-accounts.ts), so every name from the provider ends in `@idp`.
import type { OperatorRole } from '../../state/site-store';

export const IDP_SUFFIX = '@idp';

const RANK: Record<OperatorRole, number> = { viewer: 0, release_manager: 1, admin: 2 };

/** The claim by its exact name (`https://example.com/roles` has dots), else by a dotted path. */
function claimAt(claims: Record<string, unknown>, name: string): unknown {
  if (name in claims) return claims[name];
  return name
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      claims,
    );
}

/** The console role of the claims; null: no value of the claim is mapped. */
export function roleFromClaims(
  claims: Record<string, unknown>,
  roleClaim: string,
  roles: ReadonlyMap<string, OperatorRole>,
): OperatorRole | null {
  const value = claimAt(claims, roleClaim);
  const values = Array.isArray(value) ? value : [value];
  let best: OperatorRole | null = null;
  for (const item of values) {
    const role = typeof item === 'string' ? roles.get(item) : undefined;
    if (role && (best === null || RANK[role] > RANK[best])) best = role;
  }
  return best;
}

const NAME_RE = /^[\p{L}\p{N}._+@-]{1,64}$/u;

/** `alice@idp` from `preferred_username` (else `email`); null: neither is a usable name. */
export function operatorNameFromClaims(claims: Record<string, unknown>): string | null {
  for (const key of ['preferred_username', 'email']) {
    const value = claims[key];
    if (typeof value === 'string' && NAME_RE.test(value)) return `${value}${IDP_SUFFIX}`;
  }
  return null;
}

export function isIdpOperator(name: string): boolean {
  return name.endsWith(IDP_SUFFIX);
}
