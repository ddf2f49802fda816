// The state tables' rows and the site store's records, both ways, and the audit log's query, for
// both stores: the SQL differs only in how a parameter is written (`?` or `$1`).
import type { AuditAction, AuditEntry } from '../releases/remotes-manifest';
import {
  previewKey,
  type AuditQuery,
  type LoginLimit,
  type OperatorRecord,
  type OperatorRole,
  type OpsSessionRecord,
  type PreviewRecord,
  type SiteStateSnapshot,
} from './site-store';

export interface CasinoRow {
  key: string;
  generation: number;
}
export interface RemoteRow {
  casino: string;
  remote: string;
  target: string;
}
export interface CanaryRow {
  casino: string;
  remote: string;
  release: string;
  percent: number;
  started_at: string;
  by: string;
}
export interface AuditRow {
  casino: string;
  remote: string;
  action: string;
  from: string | null;
  to: string | null;
  by: string;
  at: string;
  generation: number;
  percent: number | null;
  reason: string | null;
  until: string | null;
  subject: string | null;
  address: string | null;
}
export interface PreviewRow {
  /** PostgreSQL's BIGINT arrives as text */
  id: number | string;
  casino: string;
  remote: string;
  release: string;
  until: string;
  by: string;
  at: string;
  ended_at: string | null;
  ended_by: string | null;
}
export interface EndedPreviewRow {
  casino: string;
  remote: string;
  release: string;
  until_ms: number | string;
}
export interface OperatorRow {
  name: string;
  password_hash: string;
  role: string;
  created_at: string;
}
export interface SessionRow {
  id_hash: string;
  operator: string;
  csrf: string;
  /** PostgreSQL's BIGINT arrives as text */
  expires_at: number | string;
}

export const AUDIT_COLUMNS =
  'casino, remote, action, "from", "to", "by", at, generation, percent, reason, "until", subject, address';
/** How many AUDIT_COLUMNS there are; `generation` is the eighth. */
export const AUDIT_COLUMN_COUNT = 13;
export const PREVIEW_COLUMNS = 'id, casino, remote, release, "until", "by", at, ended_at, ended_by';

/** Every casino changed at least once, with what it loads and its canaries. */
export function snapshotOf(
  casinos: readonly CasinoRow[],
  remotes: readonly RemoteRow[],
  canaries: readonly CanaryRow[],
): SiteStateSnapshot {
  const snapshot: SiteStateSnapshot = { casinos: {} };
  for (const row of casinos) {
    if (row.generation > 0)
      snapshot.casinos[row.key] = { generation: row.generation, remotes: {}, canaries: {} };
  }
  for (const row of remotes) {
    const state = snapshot.casinos[row.casino];
    if (state) state.remotes[row.remote] = row.target;
  }
  for (const row of canaries) {
    const state = snapshot.casinos[row.casino];
    if (state)
      state.canaries[row.remote] = {
        release: row.release,
        percent: row.percent,
        startedAt: row.started_at,
        by: row.by,
      };
  }
  return snapshot;
}

/** The row's values in AUDIT_COLUMNS' order, stamped with `generation` (not the entry's own). */
export function auditValues(entry: AuditEntry, generation: number): unknown[] {
  return [
    entry.casino,
    entry.remote,
    entry.action,
    entry.from,
    entry.to,
    entry.by,
    entry.at,
    generation,
    entry.percent ?? null,
    entry.reason ?? null,
    entry.until ?? null,
    entry.subject ?? null,
    entry.address ?? null,
  ];
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  const entry: AuditEntry = {
    at: row.at,
    action: row.action as AuditAction,
    casino: row.casino,
    remote: row.remote,
    from: row.from,
    to: row.to,
    by: row.by,
    generation: row.generation,
  };
  if (row.percent !== null) entry.percent = row.percent;
  if (row.reason !== null) entry.reason = row.reason;
  if (row.until !== null) entry.until = row.until;
  if (row.subject !== null) entry.subject = row.subject;
  if (row.address !== null) entry.address = row.address;
  return entry;
}

/** Commit's audit entries all belong to the casino it changes (their generation is its). */
export function checkAuditCasino(casino: string, audit: readonly AuditEntry[]): void {
  const other = audit.find((entry) => entry.casino !== casino);
  if (other) throw new Error(`an audit entry of ${other.casino} in a commit of ${casino}`);
}

export type Placeholder = (index: number) => string;
export const SQLITE_PLACEHOLDER: Placeholder = () => '?';
export const POSTGRES_PLACEHOLDER: Placeholder = (index) => `$${index}`;

/** The audit log's query, newest first (the caller turns it round): filters as parameters. */
export function auditQuerySql(
  query: AuditQuery,
  placeholder: Placeholder,
): { text: string; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown): string => {
    values.push(value);
    return placeholder(values.length);
  };
  if (query.casino !== undefined) where.push(`casino = ${param(query.casino)}`);
  if (query.remote !== undefined) where.push(`remote = ${param(query.remote)}`);
  let text = `SELECT ${AUDIT_COLUMNS} FROM audit`;
  if (where.length) text += ` WHERE ${where.join(' AND ')}`;
  text += ' ORDER BY id DESC';
  if (query.limit !== undefined) {
    if (!Number.isSafeInteger(query.limit) || query.limit < 0)
      throw new RangeError(`an audit limit is a whole number >= 0, not ${query.limit}`);
    text += ` LIMIT ${param(query.limit)}`;
  }
  return { text, values };
}

export function previewOf(row: PreviewRow): PreviewRecord {
  const record: PreviewRecord = {
    id: String(row.id),
    casino: row.casino,
    remote: row.remote,
    release: row.release,
    until: row.until,
    by: row.by,
    at: row.at,
  };
  if (row.ended_at !== null) record.endedAt = row.ended_at;
  if (row.ended_by !== null) record.endedBy = row.ended_by;
  return record;
}

/** A preview id as the store gives them out (a row number); anything else names none. */
export function isPreviewId(id: string): boolean {
  return /^[1-9][0-9]{0,15}$/.test(id);
}

export function endedPreviewKey(row: EndedPreviewRow): string {
  return previewKey({ ...row, expiresAt: Number(row.until_ms) });
}

/** Seconds until a key with these attempts (newest first) may try again; 0: it may now. */
export function retryAfterOf(
  newestFirst: readonly number[],
  limit: LoginLimit,
  now: number,
): number {
  if (newestFirst.length < limit.max) return 0;
  const leaving = newestFirst[limit.max - 1]!;
  return Math.max(1, Math.ceil((leaving + limit.windowMs - now) / 1000));
}

/** ms since the epoch of a preview's end; a date that does not parse is refused. */
export function previewUntilMs(preview: PreviewRecord): number {
  const ms = Date.parse(preview.until);
  if (Number.isNaN(ms))
    throw new RangeError(`a preview's end is an ISO time, not ${preview.until}`);
  return ms;
}

export function operatorOf(row: OperatorRow): OperatorRecord {
  return {
    name: row.name,
    passwordHash: row.password_hash,
    role: row.role as OperatorRole,
    createdAt: row.created_at,
  };
}

export function sessionOf(row: SessionRow): OpsSessionRecord {
  return {
    idHash: row.id_hash,
    operator: row.operator,
    csrf: row.csrf,
    expiresAt: Number(row.expires_at),
  };
}
