// Logging in and out, and the theme and language switches. A log-in answers the same for an
// unknown user and a wrong password (and costs the same), and a client address or a user name
// with too many failures is refused for a while (429) before any password is tried. Every log-in,
// good or bad, is audited with its address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLang } from '../i18n/languages';
import { readCookie, setCookie } from '../web/cookies';
import { LANG_COOKIE } from './ops-i18n';
import { alertNotice, isTheme, statusNotice, THEME_COOKIE } from './ops-layout';
import { auditLogin } from './ops-audit';
import { hashPassword, needsRehash, standInHash, verifyPassword } from './ops-password';
import { formOf, fromStore, safeBack, type OpsRuntime } from './ops-runtime';
import { clearSessionCookie, SESSION_COOKIE, startSession, tokenHash } from './ops-session';
import { loginPage } from './pages/login-page';

const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60;

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

export function registerAuthRoutes(scope: FastifyInstance, rt: OpsRuntime): void {
  const { store } = rt.options;
  // the "Sign in with" link, when the console signs in through the company's provider too
  const oidcProvider = (t: (key: string) => string) =>
    rt.options.oidc ? (rt.options.oidc.displayName ?? t('oidc.default_name')) : undefined;

  const loginAnswer = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    options: { next: string; username?: string; headline: string },
  ) => {
    const view = rt.view(request, null, '/ops/login');
    return rt.send(
      reply,
      loginPage(view, {
        next: options.next,
        ...(options.username !== undefined && { username: options.username }),
        notices: alertNotice(view, { headline: options.headline }),
        oidcProvider: oidcProvider(view.t),
      }),
      status,
    );
  };

  scope.get('/ops/login', async (request, reply) => {
    if (await rt.session(request)) return reply.redirect(`${rt.base}/ops`, 303);
    const query = queryOf(request);
    const view = rt.view(request, null);
    const notices =
      query.out === '1'
        ? statusNotice(view.t('login.logged_out'))
        : query.next
          ? statusNotice(view.t('login.needed'))
          : undefined;
    return rt.send(
      reply,
      loginPage(view, { next: safeBack(query.next), notices, oidcProvider: oidcProvider(view.t) }),
    );
  });

  scope.post('/ops/login', async (request, reply) => {
    if (!rt.postAllowed(request, reply, null)) return reply;
    const form = formOf(request);
    const username = (form.username ?? '').trim().slice(0, 64);
    const password = form.password ?? '';
    const next = safeBack(form.next);
    const t = rt.view(request, null).t;
    const keys = [`address:${request.ip}`, `user:${username.toLowerCase()}`];
    // reserved before the password is tried, in the store every site process shares: a burst of
    // guesses at once tries at most the limit, and a reservation counts as a failure until the
    // password matches
    const reservation = await fromStore(() =>
      store.loginAttempts.reserve(keys, rt.loginLimit, rt.now().getTime()),
    );
    if (!reservation.ok) {
      reply.header('retry-after', String(reservation.retryAfter));
      return loginAnswer(request, reply, 429, {
        next,
        username,
        headline: t('login.too_many', { minutes: Math.ceil(reservation.retryAfter / 60) }),
      });
    }
    const operator = username ? await fromStore(() => store.operators.get(username)) : null;
    const matches = await verifyPassword(password, operator?.passwordHash ?? (await standInHash()));
    const audit = { via: 'password', address: request.ip, at: rt.now() };
    if (!operator || !matches) {
      await fromStore(() => auditLogin(store, { ...audit, operator: username, ok: false }));
      return loginAnswer(request, reply, 401, { next, username, headline: t('login.wrong') });
    }
    await fromStore(() => store.loginAttempts.release(reservation.id, [keys[1]!]));
    await fromStore(() => auditLogin(store, { ...audit, operator: operator.name, ok: true }));
    if (needsRehash(operator.passwordHash)) {
      const rehashed = await hashPassword(password);
      await fromStore(() => store.operators.setPassword(operator.name, rehashed));
    }
    const previous = readCookie(request, SESSION_COOKIE);
    if (previous) await fromStore(() => store.sessions.remove(tokenHash(previous)));
    await fromStore(() =>
      startSession(store, reply, operator.name, {
        now: rt.now().getTime(),
        cookiePath: rt.cookieFor(request).path,
        secure: rt.cookieFor(request).secure,
      }),
    );
    return reply.redirect(`${rt.base}${next}`, 303);
  });

  scope.post('/ops/logout', async (request, reply) => {
    const session = await rt.session(request);
    if (!rt.postAllowed(request, reply, session)) return reply;
    if (session) await fromStore(() => store.sessions.remove(session.record.idHash));
    clearSessionCookie(reply, rt.cookieFor(request).path, rt.cookieFor(request).secure);
    return reply.redirect(`${rt.base}/ops/login?out=1`, 303);
  });

  scope.post('/ops/preferences', async (request, reply) => {
    const session = await rt.session(request);
    if (!rt.postAllowed(request, reply, session)) return reply;
    const form = formOf(request);
    const cookie = {
      httpOnly: true,
      // kept on a link into the console from elsewhere: a theme or a language is no secret
      sameSite: 'Lax' as const,
      ...rt.cookieFor(request),
    };
    if (isTheme(form.theme)) {
      const system = form.theme === 'system';
      setCookie(reply, THEME_COOKIE, system ? '' : form.theme, {
        ...cookie,
        maxAge: system ? 0 : PREFERENCE_MAX_AGE,
      });
    }
    if (isLang(form.lang)) {
      setCookie(reply, LANG_COOKIE, form.lang, { ...cookie, maxAge: PREFERENCE_MAX_AGE });
    }
    return reply.redirect(`${rt.base}${safeBack(form.back)}`, 303);
  });
}
