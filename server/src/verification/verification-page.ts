// The age verification page (/pages/verification): where the person's check stands, in words, and
// a form to send an identity document. Its same-origin script (the CSP forbids inline scripts)
// reads the file and posts it as JSON; the page carries its messages in the visitor's language.
import type { IdentityDocumentType, VerificationState } from '@parlor/shared/types';
import { escapeHtml } from '../http';
import type { PageLang } from '../i18n/page-language';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from './document-check';
import { verificationText, type VerificationTextKey } from './verification-texts';

export const VERIFICATION_SCRIPT_PATH = '/pages/assets/verification.js';

export const VERIFICATION_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('verification-form');
  if (!form) return;
  var error = document.getElementById('verification-error');
  var state = document.getElementById('verification-state');
  var max = Number(form.getAttribute('data-max-bytes'));
  var say = function (name) { return form.getAttribute('data-' + name) || form.getAttribute('data-failed'); };
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var file = form.elements.namedItem('document').files[0];
    error.textContent = '';
    if (!file) { error.textContent = say('choose-file'); return; }
    if (file.size > max) { error.textContent = say('document-too-large'); return; }
    var button = form.querySelector('button[type="submit"]');
    var label = button.textContent;
    button.disabled = true;
    button.textContent = say('sending');
    var done = function () { button.disabled = false; button.textContent = label; };
    var reader = new FileReader();
    reader.onerror = function () { error.textContent = say('failed'); done(); };
    reader.onload = function () {
      var text = String(reader.result);
      fetch(form.getAttribute('action'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          type: form.elements.namedItem('type').value,
          data: text.slice(text.indexOf(',') + 1)
        })
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (body) {
          done();
          if (response.ok) {
            // the answer's state: pending, or decided at once by a review that takes no time
            state.textContent = say('state-' + body.state);
            state.setAttribute('data-state', body.state);
            form.reset();
            if (body.state === 'verified') document.getElementById('verification-send').hidden = true;
            return;
          }
          error.textContent = say(String(body.code || 'failed').replace(/_/g, '-'));
        });
      }, function () { error.textContent = say('failed'); done(); });
    };
    reader.readAsDataURL(file);
  });
})();
`;

const LOCALES: Record<PageLang, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

/** The page's body for a player whose verification stands at `state`. */
export function verificationPageBody(state: VerificationState, lang: PageLang): string {
  const t = (key: VerificationTextKey, vars?: Record<string, string>) =>
    escapeHtml(verificationText(key, lang, vars));
  const sent = state.document
    ? `<p>${t('document_sent_on', {
        type: verificationText(state.document.type, lang),
        date: new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(state.document.uploaded_at),
        ),
      })}</p>`
    : '';
  const status = `<p id="verification-state" data-state="${state.state}" aria-live="polite">${t(`state_${state.state}`)}</p>
${sent}`;
  if (state.state === 'verified') return status;
  const options = DOCUMENT_TYPES.map(
    (type: IdentityDocumentType) => `<option value="${type}">${t(type)}</option>`,
  ).join('');
  // the messages the script shows, by the answer's code
  const messages = (
    [
      'choose_file',
      'document_too_large',
      'invalid_document',
      'already_verified',
      'rate_limited',
      'sending',
      'failed',
      'state_unverified',
      'state_pending',
      'state_verified',
      'state_refused',
    ] as const
  )
    .map((key) => `data-${key.replace(/_/g, '-')}="${t(key)}"`)
    .join(' ');
  return `${status}
<section id="verification-send" aria-labelledby="verification-send-title">
<h2 id="verification-send-title">${t('send_title')}</h2>
<form id="verification-form" method="post" action="/api/verification/document" data-max-bytes="${MAX_DOCUMENT_BYTES}" ${messages}>
<label>${t('document_type')} <select name="type">${options}</select></label>
<label>${t('document_file')} <input name="document" type="file" accept="image/jpeg,image/png,application/pdf" required></label>
<p id="verification-error" role="alert"></p>
<button type="submit">${t('send')}</button>
</form>
</section>
<script src="${VERIFICATION_SCRIPT_PATH}" defer></script>`;
}

/** The page's body for a guest. */
export function verificationGuestBody(lang: PageLang): string {
  return `<p>${escapeHtml(verificationText('log_in_first', lang))}</p>
<p><a href="/">${escapeHtml(verificationText('go_to_lobby', lang))}</a></p>`;
}
