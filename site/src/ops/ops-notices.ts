// The notices a page opens with: the one-time message of a change done (with the preview link to
// copy), or the reasons a change was refused, in the console's words and the operation's own.
import type { OperationResult } from '../operations/operation-types';
import type { Flash } from './ops-flash';
import { html, type Html } from './ops-html';
import { statusNotice, type AlertContent, type PageView } from './ops-layout';
import { isOperatorRole } from './ops-roles';

type Refusal = Extract<OperationResult, { ok: false }>;

/** The page's notice for a flash: the console's words, the operation's, the link to copy. */
export function flashNotice(view: PageView, flash: Flash | null): Html | undefined {
  if (!flash) return undefined;
  const { t } = view;
  return statusNotice(
    html`<p>
        <strong
          >${t(`done.${flash.key}`, {
            ...flash.vars,
            ...(isOperatorRole(flash.vars.role) && { role: t(`roles.${flash.vars.role}`) }),
          })}</strong
        >
      </p>
      ${flash.detail ? html`<p lang="en">${flash.detail}</p>` : ''}
      ${
        flash.link
          ? html`<label for="preview-link">${t('done.link_label')}</label>
              <input
                type="text"
                id="preview-link"
                class="link-box"
                readonly
                value="${flash.link}"
              />`
          : ''
      }`,
  );
}

/** The notice of a refused change. */
export function refusalAlert(view: PageView, refusal: Refusal): AlertContent {
  const { t } = view;
  // the database's own words help no operator: the sentence says what to do
  if (refusal.kind === 'unavailable') return { headline: t('errors.unavailable') };
  return {
    headline: t(`refusal.${refusal.kind}`),
    message: refusal.message,
    problems: refusal.problems,
    ...(refusal.since && { since: refusal.since }),
  };
}
