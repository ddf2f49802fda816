// The per-casino remotes manifest and its audit log, one entry per change, which is also the
// history a rollback walks back through. Both live in the site's store (state/); the files a site
// kept them in before are read once, to import them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteStateSnapshot } from '../state/site-store';

/** casino key -> remote name -> release name or entry URL */
export type RemotesManifest = Record<string, Record<string, string>>;

/**
 * What changed: `set`, `rollback` and `promote` change what the casino loads; `canary`, `abort`
 * and `preview` change what some of its visitors load (`abort` by the site itself has a `reason`),
 * `preview_end` ends a preview link before its time. The console's own lines name no casino
 * (casino and remote ''): a log-in (`login`, `login_failed`, with the address) and a change of an
 * operator (`operator_*`, the operator changed in `subject`).
 */
export type AuditAction =
  | 'set'
  | 'rollback'
  | 'promote'
  | 'canary'
  | 'abort'
  | 'preview'
  | 'preview_end'
  | 'login'
  | 'login_failed'
  | 'operator_add'
  | 'operator_role'
  | 'operator_password'
  | 'operator_remove';

export interface AuditEntry {
  at: string;
  action: AuditAction;
  casino: string;
  remote: string;
  /** null: the remote's default build (no override) */
  from: string | null;
  to: string | null;
  by: string;
  /** a canary's share of visitors */
  percent?: number;
  /** why the site ended a canary by itself */
  reason?: string;
  /** until when a preview link works */
  until?: string;
  /** what a console line is about: the operator added or changed, the preview ended (its id) */
  subject?: string;
  /** the client address of a console log-in */
  address?: string;
  /** the casino's generation the change made (the site's store stamps it) */
  generation?: number;
}

/** The actions that change what every visitor of the casino loads. */
const SWITCHES: ReadonlySet<AuditAction> = new Set(['set', 'rollback', 'promote']);

export function auditFileFor(manifestFile: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.PARLOR_REMOTES_AUDIT
    ? path.resolve(env.PARLOR_REMOTES_AUDIT)
    : path.join(path.dirname(manifestFile), 'remotes.audit.log');
}

export function readManifest(file: string): RemotesManifest {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${file} is not a JSON object`);
  const out: RemotesManifest = {};
  for (const [casino, remotes] of Object.entries(value as Record<string, unknown>)) {
    if (!remotes || typeof remotes !== 'object') continue;
    out[casino] = {};
    for (const [name, target] of Object.entries(remotes as Record<string, unknown>)) {
      if (typeof target === 'string') out[casino][name] = target;
    }
  }
  return out;
}

export function readAudit(file: string): AuditEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const entries: AuditEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as AuditEntry;
      if (typeof entry.casino === 'string' && typeof entry.remote === 'string') entries.push(entry);
    } catch {
      // a torn last line: ignored
    }
  }
  return entries;
}

/** What each `set` replaced, minus what rollbacks already returned to: the rollback stack. */
export function rollbackStack(
  audit: readonly AuditEntry[],
  casino: string,
  remote: string,
): (string | null)[] {
  const stack: (string | null)[] = [];
  for (const entry of audit) {
    if (entry.casino !== casino || entry.remote !== remote) continue;
    if (entry.action === 'set' || entry.action === 'promote') stack.push(entry.from);
    else if (entry.action === 'rollback') stack.pop();
  }
  return stack;
}

export function lastChange(
  audit: readonly AuditEntry[],
  casino: string,
  remote: string,
): AuditEntry | undefined {
  for (let i = audit.length - 1; i >= 0; i -= 1) {
    const entry = audit[i]!;
    if (entry.casino === casino && entry.remote === remote && SWITCHES.has(entry.action))
      return entry;
  }
  return undefined;
}

/** Every release a casino loads, a canary runs or a rollback reaches: never pruned. */
export function releasesInUse(
  snapshot: SiteStateSnapshot,
  audit: readonly AuditEntry[],
  remote: string,
): Set<string> {
  const used = new Set<string>();
  for (const state of Object.values(snapshot.casinos)) {
    const target = state.remotes[remote];
    if (target) used.add(target);
    const canary = state.canaries[remote];
    if (canary) used.add(canary.release);
  }
  const casinos = new Set(audit.filter((e) => e.remote === remote).map((e) => e.casino));
  for (const casino of casinos) {
    for (const target of rollbackStack(audit, casino, remote)) if (target) used.add(target);
  }
  return used;
}

export function operatorName(env: NodeJS.ProcessEnv = process.env): string {
  try {
    return env.PARLOR_OPERATOR || os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
