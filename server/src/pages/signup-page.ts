// A real sign-up form: the page posts JSON to the sign-up endpoint through a same-origin script
// (the CSP forbids inline scripts) and goes to the lobby once the account exists. The page carries
// its addresses (under the base path) and its messages (in the visitor's language) for the script.
// It asks what the casino must know before play: the date of birth, the terms accepted (their
// current version is the checkbox's value), and offers a daily deposit limit where the casino's
// profile has money limits; marketing is opt-in, unticked.
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtml } from '../http';
import { pageText, type PageLang } from '../i18n/page-language';
import { protectionProfileOf } from '../protection/profiles';
import { pageOptions } from './base-links';
import { renderPage } from './page-layout';
import { SIGNUP_TEXTS } from './server-page-texts';

type SignupTextKey = keyof (typeof SIGNUP_TEXTS)['en'];

export const SIGNUP_SCRIPT = `(function () {
  var form = document.getElementById('signup-form');
  var error = document.getElementById('signup-error');
  var help = document.getElementById('signup-help');
  if (!form) return;
  var codes = ['username_taken', 'invalid_input', 'rate_limited', 'under_age', 'terms_required', 'account_exists'];
  var messages = {};
  codes.forEach(function (code) {
    messages[code] = form.getAttribute('data-' + code.replace(/_/g, '-'));
  });
  // a person on a break or excluded: the server's sentence names until when
  var held = ['on_break', 'self_excluded', 'return_pending'];
  var failed = form.getAttribute('data-failed');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = {};
    new FormData(form).forEach(function (value, key) { data[key] = String(value); });
    var button = form.querySelector('button');
    button.disabled = true;
    error.textContent = '';
    help.hidden = true;
    fetch(form.getAttribute('action'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(data)
    }).then(function (response) {
      if (response.ok) { window.location.assign(form.getAttribute('data-home')); return; }
      return response.json().catch(function () { return {}; }).then(function (body) {
        if (held.indexOf(body.code) >= 0) {
          error.textContent = body.error || failed;
          help.hidden = false;
        } else {
          error.textContent = messages[body.code] || failed;
        }
        button.disabled = false;
      });
    }, function () {
      error.textContent = failed;
      button.disabled = false;
    });
  });
})();
`;

const SIGNUP_CSS =
  '.check{display:flex;gap:8px;align-items:flex-start;font-weight:400}' +
  '.check input{min-height:auto;width:20px;height:20px;margin:2px 0 0;flex:none}' +
  '.hint{margin:-8px 0 0;color:#c9c3e6;font-size:.9rem}';

interface SignupFormOptions {
  lang: PageLang;
  /** the version of the terms the checkbox accepts */
  termsVersion: string;
  minimumAge: number;
  /** the casino's profile offers money limits: the daily deposit limit is asked */
  depositLimit: boolean;
}

function form({ lang, termsVersion, minimumAge, depositLimit }: SignupFormOptions): string {
  const t = (key: SignupTextKey, vars: Record<string, string | number> = {}) =>
    escapeHtml(pageText(SIGNUP_TEXTS, lang, key, vars));
  const messages = (
    [
      'username_taken',
      'invalid_input',
      'rate_limited',
      'under_age',
      'terms_required',
      'account_exists',
      'failed',
    ] as const
  )
    .map((key) => `data-${key.replace(/_/g, '-')}="${t(key, { age: minimumAge })}"`)
    .join(' ');
  const terms = t('terms_accept', { age: minimumAge }).replace(
    '{terms}',
    `<a href="/pages/terms">${t('terms_link')}</a>`,
  );
  const limit = depositLimit
    ? `<label>${t('deposit_limit', { currency: 'USD' })} <input name="deposit_limit" inputmode="decimal" autocomplete="off" aria-describedby="deposit-limit-hint"></label>
<p id="deposit-limit-hint" class="hint">${t('deposit_limit_hint')}</p>
`
    : '';
  return `<p>${t('intro')}</p>
<form id="signup-form" class="form" novalidate method="post" action="/api/auth/signup" data-home="/" ${messages}>
<label>${t('fname')} <input name="fname" autocomplete="given-name" required></label>
<label>${t('lname')} <input name="lname" autocomplete="family-name" required></label>
<label>${t('dob')} <input name="dob" type="date" autocomplete="bday" required></label>
<label>${t('email')} <input name="email" type="email" autocomplete="email" required></label>
<label>${t('username')} <input name="username" autocomplete="username" required minlength="3"></label>
<label>${t('password')} <input name="password" type="password" autocomplete="new-password" required minlength="8"></label>
${limit}<label class="check"><input type="checkbox" name="terms" value="${escapeHtml(termsVersion)}" required> <span>${terms}</span></label>
<label class="check"><input type="checkbox" name="marketing"> <span>${t('marketing')}</span></label>
<p id="signup-error" role="alert"></p>
<p id="signup-help" hidden><a href="/responsible-gaming">${t('responsible_gaming')}</a></p>
<button type="submit">${t('title')}</button>
</form>
<script src="/pages/assets/signup.js" defer></script>`;
}

export function registerSignupPage(app: FastifyInstance): void {
  const { termsVersion } = app.parlor.settings;
  app.get('/pages/signup', async (request, reply) => {
    const options = pageOptions(request);
    const title = pageText(SIGNUP_TEXTS, options.lang, 'title');
    const profile = protectionProfileOf(request.casino.key);
    const body = form({
      lang: options.lang,
      termsVersion,
      minimumAge: profile.minimum_age,
      depositLimit: profile.money_limits,
    });
    return sendHtml(
      reply,
      renderPage(request.casino, title, body, { ...options, css: SIGNUP_CSS }),
    );
  });
  app.get('/pages/assets/signup.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SIGNUP_SCRIPT),
  );
}
