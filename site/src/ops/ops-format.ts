// Times, shares and targets as the console shows them, in the operator's language (times in UTC:
// operators in several places read the same clock as the audit log).
import type { AuditEntry } from '../releases/remotes-manifest';
import { html, type Html } from './ops-html';
import type { OpsLang, Translate } from './ops-i18n';
import { isOperatorRole } from './ops-roles';

export function formatTime(lang: OpsLang, iso: string | null | undefined): Html {
  if (!iso) return html`<span class="muted">–</span>`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return html`${iso}`;
  const text = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
  return html`<time datetime="${date.toISOString()}">${text} UTC</time>`;
}

export function formatShare(lang: OpsLang, ratio: number): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

export function formatCount(lang: OpsLang, value: number | null): string {
  return value === null ? '–' : new Intl.NumberFormat(lang).format(Math.round(value));
}

/** A release name or address as it is; null: the remote's default build. */
export function targetText(t: Translate, target: string | null | undefined): string {
  return target === null || target === undefined ? t('target.default') : target;
}

/** The ways of logging in the console names (others are shown as written). */
const VIAS: ReadonlySet<string> = new Set(['password', 'oidc']);

function roleText(t: Translate, role: string | null | undefined): string {
  return isOperatorRole(role) ? t(`roles.${role}`) : (role ?? '?');
}

/** One audit line in words: "Switched mf_lobby from default to 0.1.0-…". */
export function describeEntry(t: Translate, entry: AuditEntry): string {
  const vars = {
    remote: entry.remote,
    from: targetText(t, entry.from),
    to: targetText(t, entry.to),
    percent: entry.percent ?? '?',
  };
  switch (entry.action) {
    case 'set':
    case 'rollback':
    case 'promote':
      return t(`audit.describe.${entry.action}`, vars);
    case 'canary':
      return t('audit.describe.canary', vars);
    case 'abort':
      return entry.reason
        ? t('audit.describe.abort_reason', { ...vars, reason: entry.reason })
        : t('audit.describe.abort', vars);
    case 'preview':
      return t('audit.describe.preview', { ...vars, until: entry.until ?? '?' });
    case 'preview_end':
      return t('audit.describe.preview_end', {
        ...vars,
        subject: entry.subject ?? '?',
        until: entry.until ?? '?',
      });
    case 'login':
    case 'login_failed':
      return t(`audit.describe.${entry.action}`, {
        via: VIAS.has(entry.to ?? '') ? t(`audit.via.${entry.to}`) : (entry.to ?? '?'),
        address: entry.address ?? '?',
      });
    case 'operator_add':
    case 'operator_role':
    case 'operator_password':
    case 'operator_remove':
      return t(`audit.describe.${entry.action}`, {
        subject: entry.subject ?? '?',
        from: roleText(t, entry.from),
        to: roleText(t, entry.to),
      });
    default:
      return `${String(entry.action)} ${entry.remote}`;
  }
}
