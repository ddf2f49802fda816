// A real sign-up form: the page posts JSON to /api/auth/signup through a same-origin script (the
// CSP forbids inline scripts) and goes to the lobby once the account exists.
import type { FastifyInstance } from 'fastify';
import { requestCasino } from '../http';
import { renderPage } from './pages-routes';

export const SIGNUP_SCRIPT = `(function () {
  var form = document.getElementById('signup-form');
  var error = document.getElementById('signup-error');
  if (!form) return;
  var messages = {
    username_taken: 'This username is taken. Please choose another one.',
    invalid_input: 'Please check the fields: username 3-30 letters or digits, password at least 8 characters, a valid email.',
    rate_limited: 'Too many attempts. Please wait a minute and try again.'
  };
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = {};
    new FormData(form).forEach(function (value, key) { data[key] = String(value); });
    var button = form.querySelector('button');
    button.disabled = true;
    error.textContent = '';
    fetch('/api/auth/signup', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(data)
    }).then(function (response) {
      if (response.ok) { window.location.assign('/'); return; }
      return response.json().catch(function () { return {}; }).then(function (body) {
        error.textContent = messages[body.code] || 'Something went wrong. Please try again.';
        button.disabled = false;
      });
    }, function () {
      error.textContent = 'Something went wrong. Please try again.';
      button.disabled = false;
    });
  });
})();
`;

const FORM = `<p>Create your account to play for real money.</p>
<form id="signup-form" class="form" novalidate>
<label>First name <input name="fname" autocomplete="given-name" required></label>
<label>Last name <input name="lname" autocomplete="family-name" required></label>
<label>Email <input name="email" type="email" autocomplete="email" required></label>
<label>Username <input name="username" autocomplete="username" required minlength="3"></label>
<label>Password <input name="password" type="password" autocomplete="new-password" required minlength="8"></label>
<p id="signup-error" role="alert"></p>
<button type="submit">Sign up</button>
</form>
<script src="/pages/assets/signup.js" defer></script>`;

export function registerSignupPage(app: FastifyInstance): void {
  app.get('/pages/signup', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPage(requestCasino(request).casino, 'Sign up', FORM)),
  );
  app.get('/pages/assets/signup.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SIGNUP_SCRIPT),
  );
}
