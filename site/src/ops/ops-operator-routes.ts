// The operators page (admins): add one, change a role, remove one. An admin never removes or
// demotes themself (ops-roles.ts), so the console always keeps one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addOperator,
  changeRole,
  removeOperator,
  type AccountProblem,
  type AccountResult,
} from './ops-accounts';
import { setFlash, takeFlash } from './ops-flash';
import { alertNotice, type PageView } from './ops-layout';
import { flashNotice } from './ops-notices';
import { MIN_PASSWORD_LENGTH } from './ops-password';
import { isOperatorRole, mayDo, operatorChangeRefusal, type OperatorChange } from './ops-roles';
import { formOf, fromStore, type OpsRuntime } from './ops-runtime';
import type { OpsSession } from './ops-session';
import { operatorsPage, type AddFormValues } from './pages/operators-page';

const PROBLEM_STATUS: Record<AccountProblem, number> = {
  bad_name: 400,
  bad_role: 400,
  too_short: 400,
  too_long: 400,
  name_taken: 409,
  unknown_operator: 404,
  company_account: 409,
};

export function registerOperatorRoutes(scope: FastifyInstance, rt: OpsRuntime): void {
  const { store } = rt.options;

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: OpsSession,
    notices: (view: PageView) => ReturnType<typeof alertNotice> | undefined,
    options: { status?: number; values?: AddFormValues } = {},
  ) => {
    const operators = await fromStore(() => store.operators.list());
    const view = rt.view(request, session, '/ops/operators');
    return rt.send(
      reply,
      operatorsPage(view, {
        operators,
        notices: notices(view),
        ...(options.values && { values: options.values }),
      }),
      options.status,
    );
  };

  const refusedPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: OpsSession,
    problems: readonly AccountProblem[],
    values?: AddFormValues,
  ) =>
    sendPage(
      request,
      reply,
      session,
      (view) =>
        alertNotice(view, {
          headline: view.t('operators.refused'),
          problems: problems.map((p) =>
            view.t(`operators.problem.${p}`, { min: MIN_PASSWORD_LENGTH }),
          ),
        }),
      {
        status: Math.max(...problems.map((p) => PROBLEM_STATUS[p])),
        ...(values && { values }),
      },
    );

  /** The admin's change, if the role rules allow it; a refusal answers 409 with the reason. */
  const allowed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: OpsSession,
    change: OperatorChange,
  ) => {
    const refusal = operatorChangeRefusal(session.operator, change);
    if (!refusal) return true;
    await sendPage(
      request,
      reply,
      session,
      (view) => alertNotice(view, { headline: view.t(`operators.${refusal}`) }),
      { status: refusal === 'not_admin' ? 403 : 409 },
    );
    return false;
  };

  const done = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: OpsSession,
    key: string,
    vars: Record<string, string>,
  ) => {
    setFlash(reply, { key, vars }, session.record.csrf, rt.cookieFor(request));
    return reply.redirect(`${rt.base}/ops/operators`, 303);
  };

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: OpsSession,
    result: AccountResult,
    success: { key: string; vars: Record<string, string> },
    values?: AddFormValues,
  ) =>
    result.ok
      ? done(request, reply, session, success.key, success.vars)
      : refusedPage(request, reply, session, result.problems, values);

  scope.get('/ops/operators', async (request, reply) => {
    const session = await rt.viewer(request, reply);
    if (!session) return reply;
    if (!mayDo(session.operator.role, 'manage_operators')) {
      const t = rt.view(request, session).t;
      return rt.message(request, reply, session, {
        status: 403,
        title: t('operators.title'),
        alert: { headline: t('errors.role', { role: t(`roles.${session.operator.role}`) }) },
      });
    }
    const flash = takeFlash(request, reply, session.record.csrf, rt.cookieFor(request));
    return sendPage(request, reply, session, (view) => flashNotice(view, flash));
  });

  scope.post('/ops/operators', async (request, reply) => {
    const session = await rt.actor(request, reply, 'manage_operators');
    if (!session) return reply;
    const form = formOf(request);
    const role = isOperatorRole(form.role) ? form.role : 'viewer';
    if (!(await allowed(request, reply, session, { kind: 'add', role }))) return reply;
    const name = (form.name ?? '').trim();
    const result = await fromStore(() =>
      addOperator(
        store,
        { name, role: form.role, password: form.password ?? '' },
        rt.now(),
        session.operator.name,
      ),
    );
    return answer(
      request,
      reply,
      session,
      result,
      { key: 'operator_added', vars: { name, role: role } },
      { name: name.slice(0, 40), role },
    );
  });

  scope.post<{ Params: { name: string } }>('/ops/operators/:name/role', async (request, reply) => {
    const session = await rt.actor(request, reply, 'manage_operators');
    if (!session) return reply;
    const { name } = request.params;
    const form = formOf(request);
    if (!isOperatorRole(form.role)) return refusedPage(request, reply, session, ['bad_role']);
    const role = form.role;
    if (!(await allowed(request, reply, session, { kind: 'role', target: name, role })))
      return reply;
    const result = await fromStore(() => changeRole(store, name, role, session.operator.name));
    return answer(request, reply, session, result, {
      key: 'operator_role',
      vars: { name, role: role },
    });
  });

  scope.post<{ Params: { name: string } }>(
    '/ops/operators/:name/remove',
    async (request, reply) => {
      const session = await rt.actor(request, reply, 'manage_operators');
      if (!session) return reply;
      const { name } = request.params;
      if (!(await allowed(request, reply, session, { kind: 'remove', target: name }))) return reply;
      const result = await fromStore(() => removeOperator(store, name, session.operator.name));
      return answer(request, reply, session, result, { key: 'operator_removed', vars: { name } });
    },
  );
}
