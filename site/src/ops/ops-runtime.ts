// What every route of the console shares: the session of the request, the page it is drawn in,
// the checks a POST passes (origin, CSRF token, role, rate), and the one way pages are sent,
// with the console's own strict headers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRateLimiter, type RateLimiter } from '../telemetry/rate-limiter';
import { normaliseBasePath } from '../web/base-path';
import { sendHtml } from '../web/html';
import { html, type HtmlValue } from './ops-html';
import type { LoginLimit } from '../state/site-store';
import { opsLangOf, translatorFor } from './ops-i18n';
import { alertNotice, page, themeOf, type AlertContent, type PageView } from './ops-layout';
import { postRefusal } from './ops-post-guard';
import { mayDo, type OpsAction } from './ops-roles';
import { readSession, type OpsSession } from './ops-session';
import type { OpsConsoleOptions } from './ops-types';

/** The site's database (or the operations behind it) did not answer: nothing was changed. */
export class OpsUnavailable extends Error {}

/** Runs a call to the store or the operations; its failure becomes OpsUnavailable (503). */
export async function fromStore<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new OpsUnavailable(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

/** No script at all, styles from the console's own file, forms only to itself, never framed. */
export const OPS_CSP =
  "default-src 'none';style-src 'self';img-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'none'";

const BACK_RE = /^\/ops(?:[/?][A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/;

/** A path under /ops to come back to; anything else is the console's home. */
export function safeBack(value: unknown): string {
  return typeof value === 'string' &&
    value.length <= 500 &&
    BACK_RE.test(value) &&
    !value.includes('//')
    ? value
    : '/ops';
}

export type Form = Record<string, string>;

export function formOf(request: FastifyRequest): Form {
  const body = request.body;
  return body && typeof body === 'object' ? (body as Form) : {};
}

export interface OpsRuntime {
  options: OpsConsoleOptions;
  /** '' or the sub-path the site is served under */
  base: string;
  /**
   * The console's cookies for this request: Path=/ops (under the base path), host-only, and
   * Secure whenever the console is served over https (production, or a request that came over
   * https, as the socket or a trusted proxy says).
   */
  cookieFor(request: FastifyRequest): { path: string; secure: boolean };
  now(): Date;
  /** log-in attempts per client address and per user name (the store counts them) */
  loginLimit: LoginLimit;
  actions: RateLimiter;
  session(request: FastifyRequest): Promise<OpsSession | null>;
  /** `here`: the page's own address (a POST's answer names the page it was sent from) */
  view(request: FastifyRequest, session: OpsSession | null, here?: string): PageView;
  send(reply: FastifyReply, markup: string, status?: number): FastifyReply;
  /** A page that only says something (a refusal, a 404, the database away). */
  message(
    request: FastifyRequest,
    reply: FastifyReply,
    session: OpsSession | null,
    options: { status: number; title: string; alert: AlertContent; body?: HtmlValue },
  ): FastifyReply;
  /** The session of a page: none sends the operator to the log-in page (and answers null). */
  viewer(request: FastifyRequest, reply: FastifyReply): Promise<OpsSession | null>;
  /**
   * The checks of a state-changing POST by an operator: a session, the origin and CSRF token,
   * the role the action needs, the operator's rate. Refused: the page is sent, null answered.
   */
  actor(
    request: FastifyRequest,
    reply: FastifyReply,
    action: OpsAction,
  ): Promise<OpsSession | null>;
  /** The origin and CSRF check alone; refused: the 403 page is sent, false answered. */
  postAllowed(request: FastifyRequest, reply: FastifyReply, session: OpsSession | null): boolean;
}

export function createOpsRuntime(options: OpsConsoleOptions): OpsRuntime {
  const base = normaliseBasePath(options.basePath);
  const now = options.now ?? (() => new Date());
  const sessions = new WeakMap<FastifyRequest, OpsSession | null>();

  const rt: OpsRuntime = {
    options,
    base,
    cookieFor: (request) => ({
      path: `${base}/ops`,
      secure: options.secureCookies || request.protocol === 'https',
    }),
    now,
    loginLimit: options.loginFailures ?? { max: 10, windowMs: 15 * 60_000 },
    actions: createRateLimiter({
      perMinute: options.actionsPerMinute ?? 60,
      now: () => now().getTime(),
    }),

    async session(request) {
      if (sessions.has(request)) return sessions.get(request) ?? null;
      const found = await fromStore(() => readSession(options.store, request, now().getTime()));
      sessions.set(request, found);
      return found;
    },

    view(request, session, here) {
      const lang = opsLangOf(request);
      return {
        lang,
        t: translatorFor(lang),
        theme: themeOf(request),
        base,
        here: here ?? (request.method === 'GET' ? safeBack(request.url) : '/ops'),
        operator: session?.operator ?? null,
        csrf: session?.record.csrf ?? null,
      };
    },

    send(reply, markup, status) {
      return sendHtml(reply, markup, {
        ...(status !== undefined && { status }),
        headers: {
          'content-security-policy': OPS_CSP,
          'referrer-policy': 'same-origin',
          'x-frame-options': 'DENY',
          vary: 'Cookie, Accept-Language',
        },
      });
    },

    message(request, reply, session, content) {
      const view = rt.view(request, session);
      const markup = page(view, {
        title: content.title,
        notices: alertNotice(view, content.alert),
        body:
          content.body ??
          html`<p>
            <a href="${base}${session ? '/ops' : '/ops/login'}"
              >${view.t(session ? 'errors.back_home' : 'errors.to_login')}</a
            >
          </p>`,
      });
      return rt.send(reply, markup, content.status);
    },

    async viewer(request, reply) {
      const session = await rt.session(request);
      if (!session) {
        const next = encodeURIComponent(safeBack(request.url));
        void reply.redirect(`${base}/ops/login?next=${next}`, 303);
        return null;
      }
      return session;
    },

    postAllowed(request, reply, session) {
      const form = formOf(request);
      const refusal = postRefusal({
        origin: request.headers.origin,
        secFetchSite: headerOf(request, 'sec-fetch-site'),
        host: request.host,
        expectedCsrf: session?.record.csrf ?? null,
        givenCsrf: form.csrf,
      });
      if (!refusal) return true;
      const t = rt.view(request, session).t;
      rt.message(request, reply, session, {
        status: 403,
        title: t('errors.forbidden_title'),
        alert: { headline: t(`errors.${refusal}`) },
      });
      return false;
    },

    async actor(request, reply, action) {
      const session = await rt.session(request);
      const t = rt.view(request, session).t;
      if (!session) {
        rt.message(request, reply, null, {
          status: 403,
          title: t('errors.forbidden_title'),
          alert: { headline: t('errors.no_session') },
        });
        return null;
      }
      if (!rt.postAllowed(request, reply, session)) return null;
      if (!mayDo(session.operator.role, action)) {
        rt.message(request, reply, session, {
          status: 403,
          title: t('errors.forbidden_title'),
          alert: {
            headline: t('errors.role', { role: t(`roles.${session.operator.role}`) }),
          },
        });
        return null;
      }
      if (!rt.actions.take(session.operator.name)) {
        reply.header('retry-after', '60');
        rt.message(request, reply, session, {
          status: 429,
          title: t('errors.slow_down_title'),
          alert: { headline: t('errors.slow_down') },
        });
        return null;
      }
      return session;
    },
  };
  return rt;
}

export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
