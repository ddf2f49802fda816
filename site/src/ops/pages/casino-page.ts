// One casino: per remote what it loads and since when, its canary, what a rollback returns to,
// its health in the last hour, its live previews, and (for a release manager) the forms that
// change it. Every form carries the casino's generation it was drawn from: a change made by
// someone else in between is refused as a conflict instead of being overwritten.
import type { CasinoOverview } from '../../operations/operation-types';
import type { SummaryRow } from '../../telemetry/telemetry-summary';
import { formatCount, formatShare, formatTime, targetText } from '../ops-format';
import { html, type Html, type HtmlValue } from '../ops-html';
import { page, postFields, type PageView } from '../ops-layout';
import { mayDo } from '../ops-roles';

type RemoteState = CasinoOverview['remotes'][number];

export interface CasinoPageData {
  overview: CasinoOverview;
  /** the last hour's figures; null: they could not be read */
  health: SummaryRow[] | null;
}

/** A visible label made unique to the remote for assistive technology. */
const forRemote = (text: string, remote: string) =>
  html`${text}<span class="visually-hidden"> ${remote}</span>`;

function releaseOptions(releases: readonly string[], selected: string | null): Html {
  return html`${releases.map(
    (release) =>
      html`<option value="${release}" ${release === selected ? html` selected` : ''}>
        ${release}
      </option>`,
  )}`;
}

type PreviewItem = CasinoOverview['previews'][number];

/** Ends the link before its time (a release manager): the ticked box is the confirmation. */
function endPreviewForm(view: PageView, casino: string, preview: PreviewItem): Html | '' {
  const { t, base } = view;
  if (!view.operator || !mayDo(view.operator.role, 'preview') || !preview.id) return '';
  const box = `end-preview-${preview.id}`;
  return html`<form
    class="inline"
    method="post"
    action="${base}/ops/casinos/${encodeURIComponent(casino)}/previews/${preview.id}/end"
  >
    ${postFields(view)}
    <input type="checkbox" id="${box}" name="confirm" value="yes" required />
    <label for="${box}">${t('forms.end_preview_confirm', { release: preview.release })}</label>
    <button type="submit" class="danger">${t('actions.end_preview')}</button>
  </form>`;
}

function facts(
  view: PageView,
  casino: string,
  state: RemoteState,
  previews: CasinoOverview['previews'],
): Html {
  const { t, lang } = view;
  const canary = state.canary;
  const rollback =
    state.rollbackTo === undefined ? t('casino.no_rollback') : targetText(t, state.rollbackTo);
  return html`<dl class="facts">
    <dt>${t('casino.loads')}</dt>
    <dd>${targetText(t, state.target)}</dd>
    <dt>${t('casino.set_by')}</dt>
    <dd>
      ${
        state.setBy
          ? html`${t('casino.set_by_at', { by: state.setBy })} ${formatTime(lang, state.setAt)}`
          : html`<span class="muted">${t('casino.never_set')}</span>`
      }
    </dd>
    <dt>${t('casino.canary')}</dt>
    <dd>
      ${
        canary
          ? html`${t('casino.canary_state', {
              release: canary.release,
              percent: canary.percent,
              by: canary.by,
            })}
            ${t('casino.since')} ${formatTime(lang, canary.startedAt)}`
          : html`<span class="muted">${t('casino.no_canary')}</span>`
      }
    </dd>
    <dt>${t('casino.rollback_to')}</dt>
    <dd>${rollback}</dd>
    <dt>${t('casino.previews')}</dt>
    <dd>
      ${
        previews.length
          ? html`<ul>
              ${previews.map(
                (p) =>
                  html`<li>
                    ${t('casino.preview_item', { release: p.release, by: p.by })}
                    ${formatTime(lang, p.until)} ${endPreviewForm(view, casino, p)}
                  </li>`,
              )}
            </ul>`
          : html`<span class="muted">${t('casino.no_previews')}</span>`
      }
    </dd>
  </dl>`;
}

function healthTable(view: PageView, remote: string, rows: SummaryRow[] | null): Html {
  const { t, lang } = view;
  if (rows === null) return html`<p class="muted">${t('health.unavailable')}</p>`;
  const mine = rows.filter((row) => row.remote === remote);
  if (mine.length === 0) return html`<p class="muted">${t('health.none', { remote })}</p>`;
  return html`<table>
    <caption>
      ${t('health.caption', { remote })}
    </caption>
    <thead>
      <tr>
        <th scope="col">${t('health.release')}</th>
        <th scope="col">${t('health.visits')}</th>
        <th scope="col">${t('health.load_failures')}</th>
        <th scope="col">${t('health.errors')}</th>
        <th scope="col">${t('health.lcp')}</th>
        <th scope="col">${t('health.inp')}</th>
      </tr>
    </thead>
    <tbody>
      ${mine.map(
        (row) =>
          html`<tr>
            <th scope="row">${row.release === 'default' ? t('target.default') : row.release}</th>
            <td class="num">${formatCount(lang, row.visits)}</td>
            <td class="num">${formatShare(lang, row.loadFailureRate)}</td>
            <td class="num">${formatShare(lang, row.errorRate)}</td>
            <td class="num">${formatCount(lang, row.p75Lcp)}</td>
            <td class="num">${formatCount(lang, row.p75Inp)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function actionForms(
  view: PageView,
  casino: string,
  generation: number,
  state: RemoteState,
  index: number,
): Html {
  const { t, base } = view;
  const name = state.name;
  const action = (verb: string) =>
    `${base}/ops/casinos/${encodeURIComponent(casino)}/remotes/${encodeURIComponent(name)}/${verb}`;
  const fields = postFields(view, { expectedGeneration: generation });
  const id = (field: string) => `r${index}-${field}`;
  const current =
    state.target !== null && state.releases.includes(state.target) ? state.target : null;
  const hasReleases = state.releases.length > 0;
  const forms: Html[] = [
    html`<form class="action" method="post" action="${action('set')}">
      ${fields}
      <h3>${t('forms.set_title')}</h3>
      <label for="${id('target')}">${forRemote(t('forms.release'), name)}</label>
      <select id="${id('target')}" name="target">
        ${releaseOptions(state.releases, current)}
        <option value="default" ${state.target === null ? html` selected` : ''}>
          ${t('target.default')}
        </option>
      </select>
      <label for="${id('url')}">${forRemote(t('forms.url'), name)}</label>
      <input
        type="url"
        id="${id('url')}"
        name="url"
        inputmode="url"
        placeholder="https://…/remoteEntry.js"
        maxlength="2000"
      />
      <button type="submit">${forRemote(t('actions.switch'), name)}</button>
    </form>`,
  ];
  if (hasReleases) {
    forms.push(
      html`<form class="action" method="post" action="${action('canary')}">
        ${fields}
        <h3>${t('forms.canary_title')}</h3>
        <label for="${id('canary-release')}">${forRemote(t('forms.release'), name)}</label>
        <select id="${id('canary-release')}" name="release">
          ${releaseOptions(state.releases, state.canary?.release ?? null)}
        </select>
        <label for="${id('percent')}">${forRemote(t('forms.percent'), name)}</label>
        <input
          type="number"
          id="${id('percent')}"
          name="percent"
          min="1"
          max="99"
          step="1"
          required
          value="${state.canary?.percent ?? 10}"
        />
        <button type="submit">${forRemote(t('actions.canary'), name)}</button>
      </form>`,
    );
  }
  if (state.canary) {
    forms.push(
      html`<div class="action-pair">
        <form class="action" method="post" action="${action('promote')}">
          ${fields}
          <h3>${t('forms.canary_end_title')}</h3>
          <p>${t('forms.promote_hint', { release: state.canary.release })}</p>
          <button type="submit">${forRemote(t('actions.promote'), name)}</button>
        </form>
        <form class="action" method="post" action="${action('abort')}">
          ${fields}
          <p>${t('forms.abort_hint')}</p>
          <button type="submit" class="danger">${forRemote(t('actions.abort'), name)}</button>
        </form>
      </div>`,
    );
  }
  if (state.rollbackTo !== undefined) {
    forms.push(
      html`<form class="action" method="post" action="${action('rollback')}">
        ${fields}
        <h3>${t('forms.rollback_title')}</h3>
        <p>${t('forms.rollback_hint', { target: targetText(t, state.rollbackTo) })}</p>
        <button type="submit" class="danger">${forRemote(t('actions.rollback'), name)}</button>
      </form>`,
    );
  }
  if (hasReleases) {
    forms.push(
      html`<form class="action" method="post" action="${action('preview')}">
        ${fields}
        <h3>${t('forms.preview_title')}</h3>
        <label for="${id('preview-release')}">${forRemote(t('forms.release'), name)}</label>
        <select id="${id('preview-release')}" name="release">
          ${releaseOptions(state.releases, null)}
        </select>
        <label for="${id('hours')}">${forRemote(t('forms.hours'), name)}</label>
        <input
          type="number"
          id="${id('hours')}"
          name="hours"
          min="1"
          max="72"
          step="1"
          required
          value="4"
        />
        <button type="submit">${forRemote(t('actions.preview'), name)}</button>
      </form>`,
    );
  }
  return html`<div class="forms">${forms}</div>`;
}

export function casinoPage(view: PageView, data: CasinoPageData, notices?: HtmlValue): string {
  const { t, base } = view;
  const { overview } = data;
  const canAct = view.operator !== null && mayDo(view.operator.role, 'set');
  return page(view, {
    title: t('casino.title', { casino: overview.casino }),
    section: 'casinos',
    notices,
    body: html`<p class="muted">
        ${t('casino.generation', { generation: overview.generation })} ·
        <a href="${base}/ops/audit?casino=${encodeURIComponent(overview.casino)}"
          >${t('casino.audit_link', { casino: overview.casino })}</a
        >
      </p>
      ${overview.remotes.map(
        (state, index) =>
          html`<section class="remote" id="remote-${state.name}" aria-labelledby="r${index}-title">
            <h2 id="r${index}-title">${state.name}</h2>
            ${facts(
              view,
              overview.casino,
              state,
              overview.previews.filter((p) => p.remote === state.name),
            )}
            ${healthTable(view, state.name, data.health)}
            ${
              canAct
                ? actionForms(view, overview.casino, overview.generation, state, index)
                : html`<p class="muted">${t('casino.view_only')}</p>`
            }
          </section>`,
      )}`,
  });
}
