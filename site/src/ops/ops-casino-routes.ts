// The casinos, one casino, its changes, and the audit log. A change done redirects (303) to the
// casino's page with a one-time message; a change refused answers the page again at once, with the
// refusal's status (invalid 400, refused or conflict 409, unavailable 503) and its reasons.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationResult } from '../operations/operation-types';
import { takeFlash, setFlash } from './ops-flash';
import type { Html } from './ops-html';
import { alertNotice, type PageView } from './ops-layout';
import { flashNotice, refusalAlert } from './ops-notices';
import { isRemoteAction, type RemoteAction } from './ops-roles';
import { formOf, fromStore, type Form, type OpsRuntime } from './ops-runtime';
import type { OpsSession } from './ops-session';
import type { OperationsApi } from './ops-types';
import { auditPage } from './pages/audit-page';
import { casinoPage } from './pages/casino-page';
import { casinosPage } from './pages/casinos-page';

const HEALTH_WINDOW_MS = 60 * 60 * 1000;
const AUDIT_LIMIT = 200;

const STATUS: Record<Exclude<OperationResult, { ok: true }>['kind'], number> = {
  invalid: 400,
  refused: 409,
  conflict: 409,
  unavailable: 503,
};

function generationOf(form: Form): number | null {
  const raw = form.expectedGeneration ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

function hoursOf(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return 4;
  if (!/^\d{1,2}$/.test(raw.trim())) return null;
  const hours = Number(raw.trim());
  return hours >= 1 && hours <= 72 ? hours : null;
}

type Asked = { result: OperationResult } | { problem: string };

/** Runs the action, or says what is missing in the form (a 400 before anything is asked). */
async function runAction(
  ops: OperationsApi,
  action: RemoteAction,
  target: { casino: string; remote: string; site?: string },
  form: Form,
  t: PageView['t'],
): Promise<Asked> {
  const { casino, remote } = target;
  if (action === 'preview') {
    const release = (form.release ?? '').trim();
    const hours = hoursOf(form.hours);
    if (!release) return { problem: t('invalid.release') };
    if (hours === null) return { problem: t('invalid.hours') };
    return {
      result: await ops.createPreview({
        casino,
        remote,
        release,
        hours,
        ...(target.site !== undefined && { site: target.site }),
      }),
    };
  }
  const expectedGeneration = generationOf(form);
  if (expectedGeneration === null) return { problem: t('invalid.generation') };
  const base = { casino, remote, expectedGeneration };
  switch (action) {
    case 'set': {
      const url = (form.url ?? '').trim();
      const chosen = url || (form.target ?? '').trim();
      if (!chosen) return { problem: t('invalid.target') };
      return { result: await ops.setRemote({ ...base, target: chosen }) };
    }
    case 'canary': {
      const release = (form.release ?? '').trim();
      if (!release) return { problem: t('invalid.release') };
      return { result: await ops.startCanary({ ...base, release, percent: form.percent ?? '' }) };
    }
    case 'promote':
      return { result: await ops.promoteCanary(base) };
    case 'abort':
      return { result: await ops.abortCanary(base) };
    case 'rollback':
      return { result: await ops.rollbackRemote(base) };
  }
}

export function registerCasinoRoutes(scope: FastifyInstance, rt: OpsRuntime): void {
  const { options, base } = rt;
  const known = (casino: string) => options.casinos.includes(casino);

  const notFound = (request: FastifyRequest, reply: FastifyReply, session: OpsSession | null) => {
    const t = rt.view(request, session).t;
    return rt.message(request, reply, session, {
      status: 404,
      title: t('errors.not_found_title'),
      alert: { headline: t('errors.not_found') },
    });
  };

  /** The casino's page as it is now, with the given notices. */
  const sendCasino = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: OpsSession,
    casino: string,
    notice: (view: PageView) => Html | undefined,
    status?: number,
  ) => {
    const ops = options.operationsFor(session.operator.name);
    const overview = await fromStore(() => ops.casinoOverview(casino));
    const since = new Date(rt.now().getTime() - HEALTH_WINDOW_MS);
    // the figures are a help, not a condition: the page stands without them
    const health = await ops.casinoHealth(casino, since).catch((error: unknown) => {
      options.onError?.(error);
      return null;
    });
    const view = rt.view(request, session, `/ops/casinos/${encodeURIComponent(casino)}`);
    return rt.send(reply, casinoPage(view, { overview, health }, notice(view)), status);
  };

  scope.get('/ops', async (request, reply) => {
    const session = await rt.viewer(request, reply);
    if (!session) return reply;
    const ops = options.operationsFor(session.operator.name);
    const overviews = await fromStore(() =>
      Promise.all(options.casinos.map((casino) => ops.casinoOverview(casino))),
    );
    const view = rt.view(request, session);
    const flash = takeFlash(request, reply, session.record.csrf, rt.cookieFor(request));
    return rt.send(reply, casinosPage(view, overviews, options.remotes, flashNotice(view, flash)));
  });

  scope.get<{ Params: { casino: string } }>('/ops/casinos/:casino', async (request, reply) => {
    const session = await rt.viewer(request, reply);
    if (!session) return reply;
    const { casino } = request.params;
    if (!known(casino)) return notFound(request, reply, session);
    const flash = takeFlash(request, reply, session.record.csrf, rt.cookieFor(request));
    return sendCasino(request, reply, session, casino, (view) => flashNotice(view, flash));
  });

  scope.post<{ Params: { casino: string; remote: string; action: string } }>(
    '/ops/casinos/:casino/remotes/:remote/:action',
    async (request, reply) => {
      const { casino, remote, action } = request.params;
      if (!isRemoteAction(action)) return notFound(request, reply, await rt.session(request));
      const session = await rt.actor(request, reply, action);
      if (!session) return reply;
      if (!known(casino) || !options.remotes.some((r) => r.name === remote))
        return notFound(request, reply, session);
      const t = rt.view(request, session).t;
      const site = action === 'preview' ? options.previewSiteOf?.(casino) : undefined;
      const asked = await fromStore(() =>
        runAction(
          options.operationsFor(session.operator.name),
          action,
          { casino, remote, ...(site !== undefined && { site }) },
          formOf(request),
          t,
        ),
      );
      if ('problem' in asked) {
        return sendCasino(
          request,
          reply,
          session,
          casino,
          (view) =>
            alertNotice(view, { headline: t('refusal.invalid'), problems: [asked.problem] }),
          400,
        );
      }
      const { result } = asked;
      if (!result.ok) {
        return sendCasino(
          request,
          reply,
          session,
          casino,
          (view) => alertNotice(view, refusalAlert(view, result)),
          STATUS[result.kind],
        );
      }
      setFlash(
        reply,
        {
          key: action,
          vars: { remote, casino },
          detail: result.message,
          ...(result.link !== undefined && { link: result.link }),
        },
        session.record.csrf,
        rt.cookieFor(request),
      );
      return reply.redirect(
        `${base}/ops/casinos/${encodeURIComponent(casino)}#remote-${encodeURIComponent(remote)}`,
        303,
      );
    },
  );

  // ends a live preview link before its time: the same role as giving one out, and a ticked box
  // (the console runs no script, so the confirmation is part of the form)
  scope.post<{ Params: { casino: string; id: string } }>(
    '/ops/casinos/:casino/previews/:id/end',
    async (request, reply) => {
      const { casino, id } = request.params;
      const session = await rt.actor(request, reply, 'preview');
      if (!session) return reply;
      if (!known(casino)) return notFound(request, reply, session);
      const t = rt.view(request, session).t;
      if (formOf(request).confirm !== 'yes')
        return sendCasino(
          request,
          reply,
          session,
          casino,
          (view) =>
            alertNotice(view, { headline: t('refusal.invalid'), problems: [t('invalid.confirm')] }),
          400,
        );
      const result = await fromStore(() =>
        options.operationsFor(session.operator.name).endPreview({ id }),
      );
      if (!result.ok)
        return sendCasino(
          request,
          reply,
          session,
          casino,
          (view) => alertNotice(view, refusalAlert(view, result)),
          STATUS[result.kind],
        );
      setFlash(
        reply,
        { key: 'preview_end', vars: { casino }, detail: result.message },
        session.record.csrf,
        rt.cookieFor(request),
      );
      return reply.redirect(`${base}/ops/casinos/${encodeURIComponent(casino)}`, 303);
    },
  );

  scope.get('/ops/audit', async (request, reply) => {
    const session = await rt.viewer(request, reply);
    if (!session) return reply;
    const raw = (request.query as Record<string, unknown>).casino;
    const casino = typeof raw === 'string' && raw !== '' ? raw : null;
    const view = rt.view(request, session);
    if (casino !== null && !known(casino)) {
      return rt.message(request, reply, session, {
        status: 400,
        title: view.t('audit.title'),
        alert: { headline: view.t('errors.unknown_casino', { casino }) },
      });
    }
    const entries = await fromStore(() =>
      options.store.audit({ ...(casino !== null && { casino }), limit: AUDIT_LIMIT }),
    );
    return rt.send(
      reply,
      auditPage(view, {
        casinos: options.casinos,
        casino,
        entries: [...entries].reverse(),
        limit: AUDIT_LIMIT,
      }),
    );
  });
}
