// The files a site kept its state in before the database (the remotes manifest, the canaries and
// the audit log), imported once into a store that never held any state, so that an upgraded site
// keeps what each casino loads and the history its rollbacks walk back through.
import { readCanaries, type Canary } from '../releases/canary-store';
import {
  readAudit,
  readManifest,
  type AuditAction,
  type AuditEntry,
} from '../releases/remotes-manifest';

export interface LegacyFiles {
  manifestFile: string;
  canaryFile: string;
  auditFile: string;
}

/** The legacy state as rows: each casino named by the manifest or the canaries, and history. */
export interface LegacyState {
  casinos: string[];
  remotes: { casino: string; remote: string; target: string }[];
  canaries: { casino: string; remote: string; canary: Canary }[];
  /** oldest first */
  audit: AuditEntry[];
}

/** What a store does for the import, in one transaction of its own. */
export interface LegacyImporter {
  legacyImported(): Promise<boolean>;
  /**
   * Marks the import done and, when the store holds no state yet, writes `state`: its casinos at
   * generation 1, its history at generation 0 (before the database). Resolves true when written.
   */
  importLegacy(state: LegacyState, at: string): Promise<boolean>;
}

export const LEGACY_IMPORT_KEY = 'legacy-import';

const ACTIONS: ReadonlySet<string> = new Set<AuditAction>([
  'set',
  'rollback',
  'promote',
  'canary',
  'abort',
  'preview',
]);

/** A log line as the database keeps it, or null when it lacks what every entry has. */
export function legacyAuditEntry(raw: AuditEntry): AuditEntry | null {
  const value = raw as unknown as Record<string, unknown>;
  if (typeof value.action !== 'string' || !ACTIONS.has(value.action)) return null;
  if (typeof value.at !== 'string') return null;
  const text = (field: unknown): string | null => (typeof field === 'string' ? field : null);
  const entry: AuditEntry = {
    at: value.at,
    action: value.action as AuditAction,
    casino: raw.casino,
    remote: raw.remote,
    from: text(value.from),
    to: text(value.to),
    by: text(value.by) ?? 'unknown',
  };
  if (typeof value.percent === 'number' && Number.isInteger(value.percent))
    entry.percent = value.percent;
  if (typeof value.reason === 'string') entry.reason = value.reason;
  if (typeof value.until === 'string') entry.until = value.until;
  return entry;
}

/** The files' state; missing files add nothing (a manifest that is not JSON throws). */
export function readLegacyState(files: LegacyFiles): LegacyState {
  const manifest = readManifest(files.manifestFile);
  const canaries = readCanaries(files.canaryFile);
  const state: LegacyState = { casinos: [], remotes: [], canaries: [], audit: [] };
  const casinos = new Set<string>();
  for (const [casino, remotes] of Object.entries(manifest)) {
    for (const [remote, target] of Object.entries(remotes)) {
      state.remotes.push({ casino, remote, target });
      casinos.add(casino);
    }
  }
  for (const [casino, remotes] of Object.entries(canaries)) {
    for (const [remote, canary] of Object.entries(remotes)) {
      state.canaries.push({ casino, remote, canary });
      casinos.add(casino);
    }
  }
  state.casinos = [...casinos];
  for (const raw of readAudit(files.auditFile)) {
    const entry = legacyAuditEntry(raw);
    if (entry) state.audit.push(entry);
  }
  return state;
}

/** Imports the files unless this store already did (or decided not to). */
export async function importLegacyOnce(
  store: LegacyImporter,
  files: LegacyFiles,
  now: Date = new Date(),
): Promise<boolean> {
  if (await store.legacyImported()) return false;
  return store.importLegacy(readLegacyState(files), now.toISOString());
}
