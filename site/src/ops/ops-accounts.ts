// Operator accounts, as the console's admins and `npm run ops` change them: the same checks and
// the same store calls whichever face asked. A removed or demoted operator's sessions end. Every
// change is audited under `by`: the admin, the command line's user, or the site itself (a
// sign-in through the company's provider).
import { SITE_OPERATOR } from '../releases/canary-watch';
import type { SiteStore } from '../state/site-store';
import { auditOperator } from './ops-audit';
import { hashPassword, passwordProblems } from './ops-password';
import { isDemotion, isOperatorRole } from './ops-roles';

/** Letters, digits, '.', '_' and '-', 2 to 40, starting with a letter or digit. */
const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;

export function isOperatorName(value: unknown): value is string {
  return typeof value === 'string' && NAME_RE.test(value);
}

export type AccountProblem =
  | 'bad_name'
  | 'bad_role'
  | 'too_short'
  | 'too_long'
  | 'name_taken'
  | 'unknown_operator'
  | 'company_account';

export type AccountResult = { ok: true } | { ok: false; problems: AccountProblem[] };

const refused = (...problems: AccountProblem[]): AccountResult => ({ ok: false, problems });

export async function addOperator(
  store: SiteStore,
  input: { name: unknown; role: unknown; password: string },
  now: Date,
  by: string = SITE_OPERATOR,
): Promise<AccountResult> {
  const problems: AccountProblem[] = [];
  if (!isOperatorName(input.name)) problems.push('bad_name');
  if (!isOperatorRole(input.role)) problems.push('bad_role');
  problems.push(...passwordProblems(input.password));
  if (problems.length || !isOperatorName(input.name) || !isOperatorRole(input.role))
    return refused(...problems);
  const added = await store.operators.add({
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    createdAt: now.toISOString(),
  });
  if (!added) return refused('name_taken');
  await auditOperator(store, {
    action: 'operator_add',
    by,
    subject: input.name,
    to: input.role,
    at: now,
  });
  return { ok: true };
}

export async function changeRole(
  store: SiteStore,
  name: string,
  role: unknown,
  by: string = SITE_OPERATOR,
): Promise<AccountResult> {
  if (!isOperatorRole(role)) return refused('bad_role');
  const operator = await store.operators.get(name);
  if (!operator) return refused('unknown_operator');
  if (!(await store.operators.setRole(name, role))) return refused('unknown_operator');
  if (isDemotion(operator.role, role)) await store.sessions.removeFor(name);
  await auditOperator(store, {
    action: 'operator_role',
    by,
    subject: name,
    from: operator.role,
    to: role,
  });
  return { ok: true };
}

export async function changePassword(
  store: SiteStore,
  name: string,
  password: string,
  by: string = SITE_OPERATOR,
): Promise<AccountResult> {
  // a company account signs in at its provider only: a password here would be a second way in
  if (!isOperatorName(name)) return refused('company_account');
  const problems = passwordProblems(password);
  if (problems.length) return refused(...problems);
  if (!(await store.operators.setPassword(name, await hashPassword(password))))
    return refused('unknown_operator');
  // whoever knew the old one is logged out
  await store.sessions.removeFor(name);
  await auditOperator(store, { action: 'operator_password', by, subject: name });
  return { ok: true };
}

export async function removeOperator(
  store: SiteStore,
  name: string,
  by: string = SITE_OPERATOR,
): Promise<AccountResult> {
  const operator = await store.operators.get(name);
  if (!operator || !(await store.operators.remove(name))) return refused('unknown_operator');
  await store.sessions.removeFor(name);
  await auditOperator(store, { action: 'operator_remove', by, subject: name, from: operator.role });
  return { ok: true };
}
