// The console's own lines in the site's audit log: every log-in, good or bad, with the address it
// came from and how (a password, the company's sign-in), and every change of an operator. They
// name no casino (casino and remote are ''), so a casino's history and its rollbacks never see them.
import type { AuditAction } from '../releases/remotes-manifest';
import type { OperatorRole, SiteStore } from '../state/site-store';

/** The longest user name kept of a failed log-in (whatever was typed, cut). */
const MAX_NAME = 64;

export interface LoginAudit {
  /** the operator's name (a failed log-in: the name given) */
  operator: string;
  /** how: 'password' (the local log-in), 'oidc' (the company's provider) */
  via: string;
  ok: boolean;
  /** the client's address, as the site reads it (request.ip) */
  address: string;
  at?: Date;
}

/** One log-in, good or bad. */
export async function auditLogin(
  store: Pick<SiteStore, 'appendAudit'>,
  login: LoginAudit,
): Promise<void> {
  await store.appendAudit({
    at: (login.at ?? new Date()).toISOString(),
    action: login.ok ? 'login' : 'login_failed',
    casino: '',
    remote: '',
    from: null,
    to: login.via,
    by: login.operator.slice(0, MAX_NAME),
    address: login.address,
  });
}

export type OperatorAuditAction = Extract<
  AuditAction,
  'operator_add' | 'operator_role' | 'operator_password' | 'operator_remove'
>;

export interface OperatorAudit {
  action: OperatorAuditAction;
  /** who made the change (an admin, the command line's user, the site for a provider's sign-in) */
  by: string;
  /** the operator changed */
  subject: string;
  /** a role before and after (added: the role given; removed: the role they had) */
  from?: OperatorRole | null;
  to?: OperatorRole | null;
  at?: Date;
}

/** One change of an operator. */
export async function auditOperator(
  store: Pick<SiteStore, 'appendAudit'>,
  change: OperatorAudit,
): Promise<void> {
  await store.appendAudit({
    at: (change.at ?? new Date()).toISOString(),
    action: change.action,
    casino: '',
    remote: '',
    from: change.from ?? null,
    to: change.to ?? null,
    by: change.by,
    subject: change.subject,
  });
}
