// The log-in page: a user name and a password, nothing else.
import { html, type HtmlValue } from '../ops-html';
import { page, type PageView } from '../ops-layout';

export function loginPage(
  view: PageView,
  options: { next: string; username?: string; notices?: HtmlValue },
): string {
  const { t, base } = view;
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
    </form>`,
  });
}
