// The frame of every console page: a skip link, the header with the sections and the operator,
// the main landmark with the page's notices, and the theme and language switches (plain forms).
import type { FastifyRequest } from 'fastify';
import type { OperatorRecord } from '../state/site-store';
import type { AuditEntry } from '../releases/remotes-manifest';
import { readCookie } from '../web/cookies';
import { describeEntry, formatTime } from './ops-format';
import { html, type Html, type HtmlValue } from './ops-html';
import { LANG_NAMES, type OpsLang, type Translate } from './ops-i18n';
import { mayDo } from './ops-roles';
import { OPS_CSS_PATH } from './ops-styles';
import { LANGS } from '../i18n/languages';

export const THEME_COOKIE = 'parlor_ops_theme';
export type Theme = 'light' | 'dark' | 'system';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function themeOf(request: FastifyRequest): Theme {
  const chosen = readCookie(request, THEME_COOKIE);
  return chosen === 'light' || chosen === 'dark' ? chosen : 'system';
}

/** What every page is written with. */
export interface PageView {
  lang: OpsLang;
  t: Translate;
  theme: Theme;
  /** the base path the console's addresses start with ('' unless under a sub-path) */
  base: string;
  /** the page's own address (under /ops), where the switches come back to */
  here: string;
  operator: OperatorRecord | null;
  csrf: string | null;
}

export type Section = 'casinos' | 'audit' | 'operators';

const hidden = (name: string, value: string) =>
  html`<input type="hidden" name="${name}" value="${value}" />`;

/** The form fields every POST of the page carries. */
export function postFields(view: PageView, extra: Record<string, string | number> = {}): Html {
  return html`${view.csrf ? hidden('csrf', view.csrf) : ''}${Object.entries(extra).map(([k, v]) =>
    hidden(k, String(v)),
  )}`;
}

function navigation(view: PageView, current: Section | undefined): Html {
  const { t, base, operator } = view;
  if (!operator) return html``;
  const link = (section: Section, href: string, label: string) =>
    html`<li>
      <a href="${base}${href}" ${current === section ? html` aria-current="page"` : ''}>${label}</a>
    </li>`;
  return html`<nav aria-label="${t('nav.label')}">
      <ul>
        ${link('casinos', '/ops', t('nav.casinos'))} ${link('audit', '/ops/audit', t('nav.audit'))}
        ${mayDo(operator.role, 'manage_operators') ? link('operators', '/ops/operators', t('nav.operators')) : ''}
      </ul>
    </nav>
    <div class="who">
      <span>${t('nav.signed_in', { name: operator.name, role: t(`roles.${operator.role}`) })}</span>
      <form class="inline" method="post" action="${base}/ops/logout">
        ${postFields(view)}<button type="submit" class="quiet">${t('nav.logout')}</button>
      </form>
    </div>`;
}

function switches(view: PageView): Html {
  const { t, base } = view;
  const back = { back: view.here };
  return html`<footer>
    <form method="post" action="${base}/ops/preferences">
      ${postFields(view, back)}
      <fieldset>
        <legend>${t('prefs.theme')}</legend>
        ${(['system', 'light', 'dark'] as const).map(
          (theme) =>
            html`<button
              type="submit"
              class="quiet"
              name="theme"
              value="${theme}"
              aria-pressed="${String(view.theme === theme)}"
            >
              ${t(`prefs.theme_${theme}`)}
            </button> `,
        )}
      </fieldset>
    </form>
    <form method="post" action="${base}/ops/preferences">
      ${postFields(view, back)}
      <fieldset>
        <legend>${t('prefs.language')}</legend>
        ${LANGS.map(
          (lang) =>
            html`<button
              type="submit"
              class="quiet"
              name="lang"
              value="${lang}"
              lang="${lang}"
              aria-pressed="${String(view.lang === lang)}"
            >
              ${LANG_NAMES[lang]}
            </button> `,
        )}
      </fieldset>
    </form>
  </footer>`;
}

export function page(
  view: PageView,
  options: { title: string; section?: Section; notices?: HtmlValue; body: HtmlValue },
): string {
  const { t, base } = view;
  const theme = view.theme === 'system' ? '' : html` data-theme="${view.theme}"`;
  return `<!doctype html>${html`<html lang="${view.lang}" ${theme}>
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <meta name="color-scheme" content="${view.theme === 'system' ? 'light dark' : view.theme}" />
      <meta name="robots" content="noindex" />
      <title>${options.title} – ${t('app.title')}</title>
      <link rel="stylesheet" href="${base}${OPS_CSS_PATH}" />
    </head>
    <body>
      <a class="skip" href="#main">${t('app.skip')}</a>
      <header class="top">
        <p class="brand"><a href="${base}/ops">${t('app.title')}</a></p>
        ${navigation(view, options.section)}
      </header>
      <main id="main" tabindex="-1">
        <h1>${options.title}</h1>
        ${options.notices} ${options.body}
      </main>
      ${switches(view)}
    </body>
  </html>`}`;
}

/** A success: announced politely. */
export function statusNotice(lines: HtmlValue): Html {
  return html`<div class="status" role="status">${lines}</div>`;
}

export interface AlertContent {
  headline: string;
  /** the operation's own sentence (English) */
  message?: string;
  /** one line each, shown as they are */
  problems?: readonly string[];
  /** a conflict: the changes made since */
  since?: readonly AuditEntry[];
}

/** A refusal: announced at once, with its reasons. */
export function alertNotice(view: PageView, alert: AlertContent): Html {
  const { t, lang } = view;
  const since = alert.since ?? [];
  const problems = since.length ? [] : (alert.problems ?? []);
  return html`<div class="alert" role="alert">
    <p><strong>${alert.headline}</strong></p>
    ${alert.message ? html`<p lang="en">${alert.message}</p>` : ''}
    ${
      problems.length
        ? html`<ul lang="en">
            ${problems.map((line) => html`<li>${line}</li>`)}
          </ul>`
        : ''
    }
    ${
      since.length
        ? html`<p>${t('conflict.since')}</p>
            <ul>
              ${since.map(
                (entry) =>
                  html`<li>
                    ${formatTime(lang, entry.at)} – <strong>${entry.by}</strong>:
                    ${describeEntry(t, entry)}
                  </li>`,
              )}
            </ul>`
        : ''
    }
  </div>`;
}
