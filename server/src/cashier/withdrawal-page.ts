// The withdrawals page (/pages/cashier/withdrawals): the withdrawable balance, a request form and
// the player's withdrawals with Cancel on the pending ones. A guest gets the form with a username
// and password instead: a person on a break or self-excluded cannot log in, and may still take
// their money out. Its same-origin script (the CSP forbids inline scripts) posts JSON; the page
// carries its messages in the visitor's language, and one idempotency key per page view, so that
// a form sent twice moves the money once.
import { randomBytes } from 'node:crypto';
import type { Withdrawal } from '@parlor/shared/types';
import { escapeHtml } from '../http';
import type { PageLang } from '../i18n/page-language';
import { WITHDRAWAL_METHODS } from './withdrawals';
import { withdrawalText, type WithdrawalTextKey } from './withdrawal-texts';

export const WITHDRAWAL_SCRIPT_PATH = '/pages/assets/withdrawals.js';

export const WITHDRAWAL_CSS =
  'fieldset{border:1px solid #332f4a;border-radius:8px;display:grid;gap:8px}' +
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #332f4a;vertical-align:top}' +
  '.age-needed{border:1px solid #ffcf5c;border-radius:8px;padding:12px}';

export const WITHDRAWAL_SCRIPT = `(function () {
  'use strict';
  var say = function (el, name) { return el.getAttribute('data-' + name) || el.getAttribute('data-failed'); };
  var json = function (response) { return response.json().catch(function () { return {}; }); };
  var headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  // cents of a typed amount ("25", "25.5", "25,50"), or null
  var cents = function (text) {
    var m = /^\\s*(\\d{1,9})(?:[.,](\\d{1,2}))?\\s*$/.exec(text);
    return m ? Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0')) : null;
  };
  var newKey = function () {
    return Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)), function (b) {
      return ('0' + b.toString(16)).slice(-2);
    }).join('');
  };
  var done = function (what) { window.location.assign(window.location.pathname + '?withdrawal=' + what); };

  var form = document.getElementById('withdrawal-form');
  if (form) {
    var error = document.getElementById('withdrawal-error');
    var status = document.getElementById('withdrawal-status');
    var verify = document.getElementById('withdrawal-verify');
    var button = form.querySelector('button[type="submit"]');
    var label = button.textContent;
    var field = function (name) { return form.elements.namedItem(name); };
    var idle = function () { button.disabled = false; button.textContent = label; };
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (button.disabled) return;
      error.textContent = '';
      if (status) status.textContent = '';
      verify.hidden = true;
      var amount = cents(field('amount').value);
      if (amount === null || amount < 100) { error.textContent = say(form, 'invalid-amount'); return; }
      var method = form.querySelector('input[name="method"]:checked');
      var body = { amount_cents: amount, method: method ? method.value : '', idempotency_key: field('idempotency_key').value };
      var credentials = form.hasAttribute('data-credentials');
      if (credentials) { body.username = field('username').value; body.password = field('password').value; }
      button.disabled = true;
      button.textContent = say(form, 'processing');
      fetch(form.getAttribute('action'), {
        method: 'POST', credentials: 'same-origin', headers: headers, body: JSON.stringify(body)
      }).then(function (response) {
        return json(response).then(function (answer) {
          if (response.ok && !credentials) { done('ok'); return; }
          idle();
          if (response.ok) {
            var date = new Date(answer.pays_at).toLocaleString(document.documentElement.lang, {
              dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC'
            });
            status.textContent = say(form, 'requested-until')
              .replace('{amount}', (answer.amount_cents / 100).toFixed(2))
              .replace('{date}', date + ' UTC');
            // the next request is another one
            field('idempotency_key').value = newKey();
            field('password').value = '';
            return;
          }
          // a protection refusal's sentence is the server's, in the page's language
          error.textContent = response.status === 403 && answer.error
            ? answer.error
            : say(form, String(answer.code || 'failed').replace(/_/g, '-'));
          if (answer.code === 'age_unverified') verify.hidden = false;
        });
      }, function () { error.textContent = say(form, 'failed'); idle(); });
    });
  }

  var list = document.getElementById('withdrawal-list');
  if (list && form) {
    var listError = document.getElementById('withdrawal-list-error');
    list.addEventListener('click', function (event) {
      var cancel = event.target.closest('button[data-id]');
      if (!cancel || cancel.disabled) return;
      cancel.disabled = true;
      listError.textContent = '';
      fetch(form.getAttribute('action') + '/' + cancel.getAttribute('data-id') + '/cancel', {
        method: 'POST', credentials: 'same-origin', headers: headers, body: '{}'
      }).then(function (response) {
        return json(response).then(function (answer) {
          if (response.ok) { done('cancelled'); return; }
          cancel.disabled = false;
          listError.textContent = say(form, String(answer.code || 'failed').replace(/_/g, '-'));
        });
      }, function () { cancel.disabled = false; listError.textContent = say(form, 'failed'); });
    });
  }
})();
`;

const LOCALES: Record<PageLang, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

function formatDate(iso: string, lang: PageLang): string {
  const text = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${text} UTC`;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The messages the script shows, by an answer's code. */
const SCRIPT_MESSAGES: readonly WithdrawalTextKey[] = [
  'processing',
  'requested_until',
  'invalid_amount',
  'insufficient_funds',
  'not_pending',
  'not_found',
  'bad_credentials',
  'rate_limited',
  'failed',
];

function requestForm(lang: PageLang, currency: string, credentials: boolean): string {
  const t = (key: WithdrawalTextKey, vars?: Record<string, string>) =>
    escapeHtml(withdrawalText(key, lang, vars));
  const messages = SCRIPT_MESSAGES.map((key) => `data-${key.replace(/_/g, '-')}="${t(key)}"`).join(
    ' ',
  );
  const methods = WITHDRAWAL_METHODS.map(
    (method, i) =>
      `<label><input type="radio" name="method" value="${method}"${i === 0 ? ' checked' : ''}> ${t(method)}</label>`,
  ).join('\n');
  const login = credentials
    ? `<label>${t('username')} <input name="username" autocomplete="username" required></label>
<label>${t('password')} <input name="password" type="password" autocomplete="current-password" required></label>
`
    : '';
  // one key per page view: the same form sent twice is one withdrawal
  const key = randomBytes(16).toString('hex');
  return `<form id="withdrawal-form" method="post" action="/api/withdrawals" novalidate${credentials ? ' data-credentials' : ''} ${messages}>
${login}<label>${t('amount', { currency })} <input name="amount" inputmode="decimal" autocomplete="off" required></label>
<fieldset><legend>${t('method')}</legend>
${methods}
</fieldset>
<input type="hidden" name="idempotency_key" value="${key}">
<p id="withdrawal-error" role="alert"></p>
<p id="withdrawal-verify" hidden><a href="/pages/verification">${t('verify_age')}</a></p>
${credentials ? '<p id="withdrawal-status" role="status"></p>\n' : ''}<button type="submit">${t('request')}</button>
</form>`;
}

function withdrawalList(withdrawals: Withdrawal[], lang: PageLang, currency: string): string {
  const t = (key: WithdrawalTextKey, vars?: Record<string, string>) =>
    escapeHtml(withdrawalText(key, lang, vars));
  if (withdrawals.length === 0) return `<p>${t('none_yet')}</p>`;
  const rows = withdrawals
    .map((w) => {
      const amount = `${money(w.amount_cents)} ${escapeHtml(currency)}`;
      const status =
        w.status === 'pending'
          ? `${t('status_pending')}, ${t('pays_on', { date: formatDate(w.pays_at, lang) })} <button type="button" data-id="${w.id}" aria-label="${t('cancel_label', { amount: `${money(w.amount_cents)} ${currency}` })}">${t('cancel')}</button>`
          : t(`status_${w.status}`);
      return `<tr data-status="${w.status}"><td>${formatDate(w.requested_at, lang)}</td><td>${amount}</td><td>${t(w.method)}</td><td>${status}</td></tr>`;
    })
    .join('\n');
  return `<p id="withdrawal-list-error" role="alert"></p>
<table id="withdrawal-list">
<thead><tr><th scope="col">${t('requested_on')}</th><th scope="col">${t('amount', { currency })}</th><th scope="col">${t('method')}</th><th scope="col">${t('status')}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

export interface WithdrawalPageData {
  withdrawableCents: number;
  currency: string;
  withdrawals: Withdrawal[];
  ageVerified: boolean;
  /** the answer the page comes back with: `?withdrawal=ok|cancelled` */
  done: string | undefined;
}

/** The page's body for a player. */
export function withdrawalPageBody(data: WithdrawalPageData, lang: PageLang): string {
  const t = (key: WithdrawalTextKey) => escapeHtml(withdrawalText(key, lang));
  const done =
    data.done === 'ok'
      ? `<p role="status">${t('requested')}</p>\n`
      : data.done === 'cancelled'
        ? `<p role="status">${t('cancelled')}</p>\n`
        : '';
  const age = data.ageVerified
    ? ''
    : `<p class="age-needed" data-testid="age-needed">${t('age_needed')} <a href="/pages/verification">${t('verify_age')}</a></p>\n`;
  return `${done}<p>${t('withdrawable')} <strong data-testid="withdrawable-balance">${money(data.withdrawableCents)}</strong> ${escapeHtml(data.currency)}</p>
${age}${requestForm(lang, data.currency, false)}
<h2>${t('your_withdrawals')}</h2>
${withdrawalList(data.withdrawals, lang, data.currency)}
<p><a href="/pages/cashier">${t('back_to_cashier')}</a></p>
<script src="${WITHDRAWAL_SCRIPT_PATH}" defer></script>`;
}

/** The page's body for a guest: log in, or withdraw with a username and password. */
export function withdrawalGuestBody(lang: PageLang, currency: string): string {
  const t = (key: WithdrawalTextKey) => escapeHtml(withdrawalText(key, lang));
  return `<p>${t('log_in_to_withdraw')}</p>
<p>${t('locked_out')}</p>
${requestForm(lang, currency, true)}
<script src="${WITHDRAWAL_SCRIPT_PATH}" defer></script>`;
}

/** The page's body in a fun-money casino. */
export function withdrawalFunMoneyBody(lang: PageLang): string {
  const t = (key: WithdrawalTextKey) => escapeHtml(withdrawalText(key, lang));
  return `<p>${t('fun_money')}</p>
<p><a href="/pages/cashier">${t('back_to_cashier')}</a></p>`;
}
