// The console's home: every casino, and what each of its remotes loads, at a glance.
import type { CasinoOverview } from '../../operations/operation-types';
import type { RemoteInfo } from '../../operations/operation-types';
import { targetText } from '../ops-format';
import { html, type HtmlValue } from '../ops-html';
import { page, type PageView } from '../ops-layout';

export function casinosPage(
  view: PageView,
  overviews: readonly CasinoOverview[],
  remotes: readonly RemoteInfo[],
  notices?: HtmlValue,
): string {
  const { t, base } = view;
  const cell = (overview: CasinoOverview, remote: string) => {
    const state = overview.remotes.find((r) => r.name === remote);
    if (!state) return html`<td class="muted">–</td>`;
    return html`<td>
      ${targetText(t, state.target)}${
        state.canary
          ? html`<br /><span class="muted"
                >${t('casinos.canary_at', {
                  release: state.canary.release,
                  percent: state.canary.percent,
                })}</span
              >`
          : ''
      }
    </td>`;
  };
  return page(view, {
    title: t('casinos.title'),
    section: 'casinos',
    notices,
    body: html`<table>
      <caption>
        ${t('casinos.caption')}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t('casinos.casino')}</th>
          ${remotes.map((r) => html`<th scope="col">${r.name}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${overviews.map(
          (o) =>
            html`<tr>
              <th scope="row">
                <a href="${base}/ops/casinos/${encodeURIComponent(o.casino)}">${o.casino}</a>
              </th>
              ${remotes.map((r) => cell(o, r.name))}
            </tr>`,
        )}
      </tbody>
    </table>`,
  });
}
