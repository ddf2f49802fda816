// Signing in to the console through the company's provider: /ops/login/oidc sends the browser to
// the provider (code + PKCE + state + nonce, kept in the flow cookie), /ops/login/oidc/callback
// finishes it and starts the same session as a local log-in, with the role the account's claim
// maps to now. No mapped role: 403 and no session. The provider away: the login page says so and
// the local log-in works as ever.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { html } from '../ops-html';
import { alertNotice, page, statusNotice } from '../ops-layout';
import { auditLogin } from '../ops-audit';
import { fromStore, safeBack, type OpsRuntime } from '../ops-runtime';
import { readCookie } from '../../web/cookies';
import { SESSION_COOKIE, startSession, tokenHash } from '../ops-session';
import { loginPage } from '../pages/login-page';
import { OidcUnavailable, type OidcClient } from './oidc-client';
import { dropFlow, keepFlow, readFlow } from './oidc-flow-cookie';
import { operatorNameFromClaims, roleFromClaims } from './oidc-identity';
import { admitIdpOperator, dismissIdpOperator } from './oidc-operator';
import type { OidcSettings } from './oidc-settings';

export const OIDC_START = '/ops/login/oidc';
export const OIDC_CALLBACK = '/ops/login/oidc/callback';

export function registerOidcRoutes(
  scope: FastifyInstance,
  rt: OpsRuntime,
  settings: OidcSettings,
  client: OidcClient,
): void {
  const { store } = rt.options;
  const providerName = (t: (key: string) => string) =>
    settings.displayName ?? t('oidc.default_name');

  /** The login page with what went wrong (the local log-in still there). */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: string,
    vars: Record<string, string> = {},
  ) => {
    const view = rt.view(request, null, '/ops/login');
    const headline = view.t(key, { provider: providerName(view.t), ...vars });
    return rt.send(
      reply,
      loginPage(view, {
        next: '/ops',
        notices: alertNotice(view, { headline }),
        oidcProvider: providerName(view.t),
      }),
      status,
    );
  };

  const audit = (request: FastifyRequest) => ({ via: 'oidc', address: request.ip, at: rt.now() });

  const redirectUriOf = (request: FastifyRequest): string =>
    settings.redirectUri?.href ?? `${request.protocol}://${request.host}${rt.base}${OIDC_CALLBACK}`;

  scope.get(OIDC_START, async (request, reply) => {
    const next = safeBack((request.query as Record<string, unknown> | undefined)?.next);
    try {
      const { url, flow } = await client.start(redirectUriOf(request), next);
      keepFlow(reply, flow, rt.base, rt.cookieFor(request).secure);
      return reply.redirect(url.href, 303);
    } catch (error) {
      rt.options.onError?.(error);
      return refuse(request, reply, 503, 'oidc.unavailable');
    }
  });

  scope.get(OIDC_CALLBACK, async (request, reply) => {
    const flow = readFlow(request);
    // whatever happens now, this sign-in is used up
    dropFlow(reply, rt.base, rt.cookieFor(request).secure);
    if (!flow) return refuse(request, reply, 400, 'oidc.expired');
    const callbackUrl = new URL(flow.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback').search;

    let claims: Record<string, unknown>;
    try {
      claims = await client.finish(callbackUrl, flow);
    } catch (error) {
      if (error instanceof OidcUnavailable) {
        rt.options.onError?.(error);
        return refuse(request, reply, 503, 'oidc.unavailable');
      }
      await fromStore(() => auditLogin(store, { ...audit(request), operator: '', ok: false }));
      return refuse(request, reply, 400, 'oidc.failed');
    }

    const name = operatorNameFromClaims(claims);
    if (!name) {
      await fromStore(() => auditLogin(store, { ...audit(request), operator: '', ok: false }));
      return refuse(request, reply, 403, 'oidc.no_name');
    }
    const role = roleFromClaims(claims, settings.roleClaim, settings.roles);
    if (!role) {
      await fromStore(async () => {
        await dismissIdpOperator(store, name);
        await auditLogin(store, { ...audit(request), operator: name, ok: false });
      });
      return refuse(request, reply, 403, 'oidc.no_role', { operator: name });
    }

    const previous = readCookie(request, SESSION_COOKIE);
    await fromStore(async () => {
      if (previous) await store.sessions.remove(tokenHash(previous));
      await admitIdpOperator(store, name, role, rt.now());
      await startSession(store, reply, name, {
        now: rt.now().getTime(),
        cookiePath: rt.cookieFor(request).path,
        secure: rt.cookieFor(request).secure,
      });
      await auditLogin(store, { ...audit(request), operator: name, ok: true });
    });
    // Not a redirect: the browser came here from the provider's site, and a redirect would carry
    // that cross-site chain on (a browser that weighs the chain then withholds the SameSite=Strict
    // session cookie). A refresh from this page is a navigation of the console's own.
    const target = `${rt.base}${flow.next}`;
    const view = rt.view(request, null, '/ops/login');
    reply.header('refresh', `0;url=${target}`);
    return rt.send(
      reply,
      page(view, {
        title: view.t('oidc.signed_in_title'),
        notices: statusNotice(view.t('oidc.signed_in', { operator: name })),
        body: html`<p><a href="${target}">${view.t('oidc.continue')}</a></p>`,
      }),
    );
  });
}
