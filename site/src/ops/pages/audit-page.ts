// The audit log, newest first: every switch, canary, promotion, abort, rollback and preview link,
// with the operator who made it (or the site, when it ended a canary by itself), and the console's
// own lines (log-ins, operators changed), which name no casino.
import type { AuditEntry } from '../../releases/remotes-manifest';
import { describeEntry, formatTime } from '../ops-format';
import { html, type HtmlValue } from '../ops-html';
import { page, type PageView } from '../ops-layout';

export function auditPage(
  view: PageView,
  options: {
    casinos: readonly string[];
    casino: string | null;
    /** newest first */
    entries: readonly AuditEntry[];
    limit: number;
    notices?: HtmlValue;
  },
): string {
  const { t, lang, base } = view;
  const { casino, entries } = options;
  const caption = casino ? t('audit.caption_casino', { casino }) : t('audit.caption');
  return page(view, {
    title: t('audit.title'),
    section: 'audit',
    notices: options.notices,
    body: html`<form method="get" action="${base}/ops/audit">
        <label for="audit-casino">${t('audit.filter')}</label>
        <select id="audit-casino" name="casino">
          <option value="">${t('audit.all_casinos')}</option>
          ${options.casinos.map(
            (key) =>
              html`<option value="${key}" ${key === casino ? html` selected` : ''}>${key}</option>`,
          )}
        </select>
        <button type="submit">${t('audit.show')}</button>
      </form>
      ${
        entries.length === 0
          ? html`<p>${t('audit.empty')}</p>`
          : html`<table>
              <caption>
                ${caption}${entries.length >= options.limit ? html` <span class="muted">${t('audit.newest', { count: options.limit })}</span>` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">${t('audit.when')}</th>
                  <th scope="col">${t('audit.operator')}</th>
                  <th scope="col">${t('audit.casino')}</th>
                  <th scope="col">${t('audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                ${entries.map(
                  (entry) =>
                    html`<tr>
                      <th scope="row">${formatTime(lang, entry.at)}</th>
                      <td>${entry.by}</td>
                      <td>${entry.casino || t('audit.console')}</td>
                      <td>${describeEntry(t, entry)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }`,
  });
}
