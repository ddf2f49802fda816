// Who may do what in the ops console: a viewer sees everything, a release manager also changes
// what casinos load, an admin also manages the operators (but never removes or demotes themself,
// so the console always keeps an admin).
import type { OperatorRole } from '../state/site-store';

export const OPERATOR_ROLES: readonly OperatorRole[] = ['viewer', 'release_manager', 'admin'];

export type RemoteAction = 'set' | 'canary' | 'promote' | 'abort' | 'rollback' | 'preview';
export const REMOTE_ACTIONS: readonly RemoteAction[] = [
  'set',
  'canary',
  'promote',
  'abort',
  'rollback',
  'preview',
];

export type OpsAction = 'view' | RemoteAction | 'manage_operators';

const RANK: Record<OperatorRole, number> = { viewer: 0, release_manager: 1, admin: 2 };

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

export function isRemoteAction(value: unknown): value is RemoteAction {
  return typeof value === 'string' && (REMOTE_ACTIONS as readonly string[]).includes(value);
}

/** The least role an action needs. */
function needs(action: OpsAction): OperatorRole {
  if (action === 'view') return 'viewer';
  if (action === 'manage_operators') return 'admin';
  return 'release_manager';
}

export function mayDo(role: OperatorRole, action: OpsAction): boolean {
  return RANK[role] >= RANK[needs(action)];
}

export type OperatorChange =
  | { kind: 'add'; role: OperatorRole }
  | { kind: 'role'; target: string; role: OperatorRole }
  | { kind: 'remove'; target: string };

export type OperatorChangeRefusal = 'not_admin' | 'self_remove' | 'self_demote';

/** Why `actor` may not make the change; null: they may. */
export function operatorChangeRefusal(
  actor: { name: string; role: OperatorRole },
  change: OperatorChange,
): OperatorChangeRefusal | null {
  if (!mayDo(actor.role, 'manage_operators')) return 'not_admin';
  if (change.kind === 'remove' && change.target === actor.name) return 'self_remove';
  if (change.kind === 'role' && change.target === actor.name && change.role !== actor.role)
    return 'self_demote';
  return null;
}

/** True when the new role may do less than the old one: the operator's sessions end. */
export function isDemotion(from: OperatorRole, to: OperatorRole): boolean {
  return RANK[to] < RANK[from];
}
