// The log-in page: a user name and a password, and, when the console signs in through the
// company's provider too, a link that starts that sign-in (a link, not a form: the console's CSP
// allows forms to post only to itself, and this one leaves for the provider).
import { html, type HtmlValue } from '../ops-html';
import { page, type PageView } from '../ops-layout';

export function loginPage(
  view: PageView,
  options: {
    next: string;
    username?: string;
    notices?: HtmlValue;
    /** the provider's name on the "Sign in with" link; none: no such link */
    oidcProvider?: string;
  },
): string {
  const { t, base } = view;
  const oidc =
    options.oidcProvider === undefined
      ? ''
      : html`<p class="login-oidc">
          <a href="${base}/ops/login/oidc?next=${encodeURIComponent(options.next)}"
            >${t('oidc.sign_in', { provider: options.oidcProvider })}</a
          >
        </p>`;
  return page(view, {
    title: t('login.title'),
    notices: options.notices,
    body: html`<form class="login" method="post" action="${base}/ops/login">
        <input type="hidden" name="next" value="${options.next}" />
        <label for="login-username">${t('login.username')}</label>
        <input
          type="text"
          id="login-username"
          name="username"
          autocomplete="username"
          autocapitalize="none"
          spellcheck="false"
          required
          maxlength="64"
          value="${options.username ?? ''}"
        />
        <label for="login-password">${t('login.password')}</label>
        <input
          type="password"
          id="login-password"
          name="password"
          autocomplete="current-password"
          required
          maxlength="1024"
        />
        <button type="submit">${t('login.submit')}</button>
      </form>
      ${oidc}`,
  });
}
