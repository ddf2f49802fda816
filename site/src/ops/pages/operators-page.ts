// The operators (admins only): each one's role, changed or removed in place, and a form to add
// one with a role and an initial password. An admin's own row offers neither.
import type { OperatorRecord } from '../../state/site-store';
import { formatTime } from '../ops-format';
import { html, type HtmlValue } from '../ops-html';
import { page, postFields, type PageView } from '../ops-layout';
import { MIN_PASSWORD_LENGTH } from '../ops-password';
import { OPERATOR_ROLES } from '../ops-roles';

export interface AddFormValues {
  name?: string;
  role?: string;
}

export function operatorsPage(
  view: PageView,
  options: { operators: readonly OperatorRecord[]; notices?: HtmlValue; values?: AddFormValues },
): string {
  const { t, lang, base } = view;
  const self = view.operator?.name;
  const roleOptions = (selected: string | undefined) =>
    html`${OPERATOR_ROLES.map(
      (role) =>
        html`<option value="${role}" ${role === selected ? html` selected` : ''}>
          ${t(`roles.${role}`)}
        </option>`,
    )}`;
  const row = (operator: OperatorRecord, index: number) => {
    const path = `${base}/ops/operators/${encodeURIComponent(operator.name)}`;
    const controls =
      operator.name === self
        ? html`<span class="muted">${t('operators.you')}</span>`
        : html`<form class="inline" method="post" action="${path}/role">
              ${postFields(view)}
              <label class="visually-hidden" for="op${index}-role"
                >${t('operators.role_of', { name: operator.name })}</label
              >
              <select id="op${index}-role" name="role">
                ${roleOptions(operator.role)}
              </select>
              <button type="submit">
                ${t('operators.change_role')}<span class="visually-hidden"> ${operator.name}</span>
              </button>
            </form>
            <form class="inline" method="post" action="${path}/remove">
              ${postFields(view)}
              <button type="submit" class="danger">
                ${t('operators.remove')}<span class="visually-hidden"> ${operator.name}</span>
              </button>
            </form>`;
    return html`<tr>
      <th scope="row">${operator.name}</th>
      <td>${t(`roles.${operator.role}`)}</td>
      <td>${formatTime(lang, operator.createdAt)}</td>
      <td>${controls}</td>
    </tr>`;
  };
  const values = options.values ?? {};
  return page(view, {
    title: t('operators.title'),
    section: 'operators',
    notices: options.notices,
    body: html`<table>
        <caption>
          ${t('operators.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">${t('operators.name')}</th>
            <th scope="col">${t('operators.role')}</th>
            <th scope="col">${t('operators.created')}</th>
            <th scope="col">${t('operators.actions')}</th>
          </tr>
        </thead>
        <tbody>
          ${options.operators.map(row)}
        </tbody>
      </table>
      <h2 id="add-title">${t('operators.add_title')}</h2>
      <form class="action" method="post" action="${base}/ops/operators" aria-labelledby="add-title">
        ${postFields(view)}
        <label for="add-name">${t('operators.name')}</label>
        <input
          type="text"
          id="add-name"
          name="name"
          required
          maxlength="40"
          autocomplete="off"
          autocapitalize="none"
          spellcheck="false"
          aria-describedby="add-name-hint"
          value="${values.name ?? ''}"
        />
        <p id="add-name-hint" class="muted">${t('operators.name_hint')}</p>
        <label for="add-role">${t('operators.role')}</label>
        <select id="add-role" name="role">
          ${roleOptions(values.role ?? 'viewer')}
        </select>
        <label for="add-password">${t('operators.password')}</label>
        <input
          type="password"
          id="add-password"
          name="password"
          required
          minlength="${MIN_PASSWORD_LENGTH}"
          maxlength="1024"
          autocomplete="new-password"
          aria-describedby="add-password-hint"
        />
        <p id="add-password-hint" class="muted">
          ${t('operators.password_hint', { min: MIN_PASSWORD_LENGTH })}
        </p>
        <button type="submit">${t('operators.add')}</button>
      </form>`,
  });
}
