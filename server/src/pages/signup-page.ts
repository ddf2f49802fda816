// A real sign-up form: the page posts JSON to the sign-up endpoint through a same-origin script
// (the CSP forbids inline scripts) and goes to the lobby once the account exists. The page carries
// its addresses (under the base path) and its messages (in the visitor's language) for the script.
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtml } from '../http';
import { pageText, type PageLang } from '../i18n/page-language';
import { pageOptions } from './base-links';
import { renderPage } from './page-layout';
import { SIGNUP_TEXTS } from './server-page-texts';

export const SIGNUP_SCRIPT = `(function () {
  var form = document.getElementById('signup-form');
  var error = document.getElementById('signup-error');
  if (!form) return;
  var messages = {
    username_taken: form.getAttribute('data-username-taken'),
    invalid_input: form.getAttribute('data-invalid-input'),
    rate_limited: form.getAttribute('data-rate-limited')
  };
  var failed = form.getAttribute('data-failed');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = {};
    new FormData(form).forEach(function (value, key) { data[key] = String(value); });
    var button = form.querySelector('button');
    button.disabled = true;
    error.textContent = '';
    fetch(form.getAttribute('action'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(data)
    }).then(function (response) {
      if (response.ok) { window.location.assign(form.getAttribute('data-home')); return; }
      return response.json().catch(function () { return {}; }).then(function (body) {
        error.textContent = messages[body.code] || failed;
        button.disabled = false;
      });
    }, function () {
      error.textContent = failed;
      button.disabled = false;
    });
  });
})();
`;

function form(lang: PageLang): string {
  const t = (key: keyof (typeof SIGNUP_TEXTS)['en']) =>
    escapeHtml(pageText(SIGNUP_TEXTS, lang, key));
  return `<p>${t('intro')}</p>
<form id="signup-form" class="form" novalidate method="post" action="/api/auth/signup" data-home="/" data-username-taken="${t('username_taken')}" data-invalid-input="${t('invalid_input')}" data-rate-limited="${t('rate_limited')}" data-failed="${t('failed')}">
<label>${t('fname')} <input name="fname" autocomplete="given-name" required></label>
<label>${t('lname')} <input name="lname" autocomplete="family-name" required></label>
<label>${t('email')} <input name="email" type="email" autocomplete="email" required></label>
<label>${t('username')} <input name="username" autocomplete="username" required minlength="3"></label>
<label>${t('password')} <input name="password" type="password" autocomplete="new-password" required minlength="8"></label>
<p id="signup-error" role="alert"></p>
<button type="submit">${t('title')}</button>
</form>
<script src="/pages/assets/signup.js" defer></script>`;
}

export function registerSignupPage(app: FastifyInstance): void {
  app.get('/pages/signup', async (request, reply) => {
    const options = pageOptions(request);
    const title = pageText(SIGNUP_TEXTS, options.lang, 'title');
    return sendHtml(reply, renderPage(request.casino, title, form(options.lang), options));
  });
  app.get('/pages/assets/signup.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SIGNUP_SCRIPT),
  );
}
