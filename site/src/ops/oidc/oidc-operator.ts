// The console's row of an operator who signs in through the provider: made at their first sign-in,
// given the role their claim maps to at every sign-in (a demotion ends their other sessions, as an
// admin's would), and removed when a sign-in finds no role any more, so their open sessions end.
// The row has no password: the local log-in can never open it. Each change is audited as the
// site's own, as ops-accounts.ts audits an admin's.
import { SITE_OPERATOR } from '../../releases/canary-watch';
import type { OperatorRole, SiteStore } from '../../state/site-store';
import { changeRole, removeOperator } from '../ops-accounts';
import { auditOperator } from '../ops-audit';

/** Not a scrypt hash: verifyPassword answers false for every password. */
export const NO_PASSWORD = 'idp-only';

export async function admitIdpOperator(
  store: SiteStore,
  name: string,
  role: OperatorRole,
  now: Date,
): Promise<void> {
  const existing = await store.operators.get(name);
  if (!existing) {
    const added = await store.operators.add({
      name,
      role,
      passwordHash: NO_PASSWORD,
      createdAt: now.toISOString(),
    });
    if (added) {
      await auditOperator(store, {
        action: 'operator_add',
        by: SITE_OPERATOR,
        subject: name,
        to: role,
        at: now,
      });
      return;
    }
  } else if (existing.role === role) return;
  await changeRole(store, name, role);
}

export async function dismissIdpOperator(store: SiteStore, name: string): Promise<void> {
  if (await store.operators.get(name)) await removeOperator(store, name);
}
