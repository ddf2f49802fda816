// Operators for development (PARLOR_SEED_OPS_DEMO=1, never in production): one of each role, with
// a password everyone knows. A production start removes them from a store a development run left
// them in, by name: whatever their password now, a name everyone knows is no production account.
import type { OperatorRole, SiteStore } from '../state/site-store';
import { removeOperator } from './ops-accounts';
import { hashPassword } from './ops-password';

export const DEMO_PASSWORD = 'parlor-ops-demo';
export const DEMO_OPERATORS: ReadonlyArray<{ name: string; role: OperatorRole }> = [
  { name: 'ops-viewer', role: 'viewer' },
  { name: 'ops-release', role: 'release_manager' },
  { name: 'ops-admin', role: 'admin' },
];

/** Adds the demo operators that are missing; answers the names added. */
export async function seedDemoOperators(
  store: SiteStore,
  now: Date = new Date(),
): Promise<string[]> {
  const added: string[] = [];
  for (const demo of DEMO_OPERATORS) {
    if (await store.operators.get(demo.name)) continue;
    const ok = await store.operators.add({
      ...demo,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdAt: now.toISOString(),
    });
    if (ok) added.push(demo.name);
  }
  return added;
}

/** Removes every demo operator the store holds (their sessions end); answers the names removed. */
export async function removeDemoOperators(store: SiteStore): Promise<string[]> {
  const removed: string[] = [];
  for (const demo of DEMO_OPERATORS) {
    if (!(await store.operators.get(demo.name))) continue;
    if ((await removeOperator(store, demo.name, DEMO_REMOVER)).ok) removed.push(demo.name);
  }
  return removed;
}

/** Who the audit log says removed them. */
export const DEMO_REMOVER = 'site (production start)';
