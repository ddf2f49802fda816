// The deposit limit offer of the cashier: before a person's first deposit (in any casino), where
// the casino's profile offers money limits, the cashier asks for daily, weekly and monthly limits
// above its form. The fields are optional and the deposit form stays usable: "No limit for now"
// only puts the offer away. The offer's same-origin script posts each limit changed to the
// protection routes (POST /api/protection/limits), whose rules apply as anywhere else.
import type { Db } from '../db/database';
import { escapeHtml } from '../http';
import { pageText, type PageLang } from '../i18n/page-language';
import { CASHIER_TEXTS, type CashierTextKey } from '../games/page-texts';
import { DEPOSIT_LIMITS, type DepositLimitKind } from '../protection/money-windows';
import { protectionProfileOf } from '../protection/profiles';
import { readLimit } from '../protection/protection-store';

export const LIMIT_OFFER_SCRIPT_PATH = '/pages/assets/deposit-limit-offer.js';

export const LIMIT_OFFER_CSS =
  '.limit-offer{border:1px solid #ffcf5c;border-radius:8px;padding:0 16px 16px;margin-bottom:16px}' +
  '.limit-offer-actions{display:flex;flex-wrap:wrap;gap:8px;margin:0}' +
  '.limit-offer-actions .secondary{background:transparent;color:#ffcf5c;border:1px solid #ffcf5c}';

export const LIMIT_OFFER_SCRIPT = `(function () {
  'use strict';
  var section = document.getElementById('limit-offer');
  var form = document.getElementById('limit-offer-form');
  if (!section || !form) return;
  var error = document.getElementById('limit-offer-error');
  var status = document.getElementById('limit-offer-status');
  var say = function (name) { return form.getAttribute('data-' + name); };
  // cents of a typed amount ("50", "50.5", "50,50"); '' is no limit; undefined: not an amount
  var cents = function (text) {
    if (text.trim() === '') return null;
    var m = /^\\s*(\\d{1,7})(?:[.,](\\d{1,2}))?\\s*$/.exec(text);
    var value = m ? Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0')) : 0;
    return value > 0 ? value : undefined;
  };
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    status.textContent = '';
    var inputs = Array.prototype.slice.call(form.querySelectorAll('input[data-kind]'));
    var changes = [];
    for (var i = 0; i < inputs.length; i++) {
      var input = inputs[i];
      var value = cents(input.value);
      if (value === undefined) { error.textContent = say('invalid'); input.focus(); return; }
      if (input.value.trim() !== input.defaultValue.trim()) changes.push({ input: input, value: value });
    }
    if (changes.length === 0) {
      if (inputs.every(function (input) { return input.value.trim() === ''; })) error.textContent = say('empty');
      else status.textContent = say('saved');
      return;
    }
    var button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    var pending = false;
    var next = function (index) {
      if (index === changes.length) {
        button.disabled = false;
        status.textContent = say(pending ? 'pending' : 'saved');
        return;
      }
      var change = changes[index];
      var kind = change.input.getAttribute('data-kind');
      fetch(form.getAttribute('action'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ kind: kind, value: change.value })
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (state) {
          if (!response.ok) throw new Error(state.code || 'failed');
          var limit = state.limits && state.limits[kind];
          if (limit && limit.pending) pending = true;
          change.input.defaultValue = change.input.value;
          next(index + 1);
        });
      }).catch(function () {
        button.disabled = false;
        error.textContent = say('failed');
      });
    };
    next(0);
  });
  document.getElementById('limit-offer-skip').addEventListener('click', function () {
    section.hidden = true;
    var deposit = document.querySelector('#deposit-form input[name="amount"]:checked');
    if (deposit) deposit.focus();
  });
})();
`;

/** Whether no account of the person has ever deposited. */
export function beforeFirstDeposit(db: Db, personId: number): boolean {
  return !db
    .prepare('SELECT 1 FROM deposits d JOIN players p ON p.id = d.player_id WHERE p.person_id = ?')
    .get(personId);
}

const units = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * The offer's HTML for a player of `casinoKey`, or '' when it is not offered: the profile has no
 * money limits, or the person has deposited before. The fields show the limits in force.
 */
export function depositLimitOffer(
  db: Db,
  player: { person_id: number; casino_key: string; currency_code: string },
  lang: PageLang,
): string {
  if (!protectionProfileOf(player.casino_key).money_limits) return '';
  if (!beforeFirstDeposit(db, player.person_id)) return '';
  const t = (key: CashierTextKey, vars: Record<string, string> = {}) =>
    escapeHtml(pageText(CASHIER_TEXTS, lang, key, vars));
  const fields = DEPOSIT_LIMITS.map((kind: DepositLimitKind) => {
    const value = units(readLimit(db, player.person_id, kind).value);
    return `<label>${t(`limit_${kind}`, { currency: player.currency_code })} <input name="${kind}" data-kind="${kind}" inputmode="decimal" autocomplete="off" value="${value}" aria-describedby="limit-offer-hint"></label>`;
  }).join('\n');
  const messages = (['saved', 'pending', 'invalid', 'empty', 'failed'] as const)
    .map((name) => `data-${name}="${t(`limit_${name}`)}"`)
    .join(' ');
  return `<section id="limit-offer" class="limit-offer" aria-labelledby="limit-offer-title">
<h2 id="limit-offer-title">${t('limit_offer_title')}</h2>
<p id="limit-offer-hint">${t('limit_offer_hint')}</p>
<form id="limit-offer-form" method="post" action="/api/protection/limits" novalidate ${messages}>
${fields}
<p id="limit-offer-error" role="alert"></p>
<p id="limit-offer-status" role="status"></p>
<p class="limit-offer-actions"><button type="submit">${t('limit_save')}</button> <button type="button" class="secondary" id="limit-offer-skip">${t('limit_skip')}</button></p>
</form>
</section>
<script src="${LIMIT_OFFER_SCRIPT_PATH}" defer></script>`;
}
