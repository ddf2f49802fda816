// The site store in SQLite: one file every site process on the machine opens. Writes that read
// first (commit, the legacy import) take the write lock at BEGIN (IMMEDIATE), so what they read
// cannot change before they write; WAL lets readers go on meanwhile.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Canary } from '../releases/canary-store';
import type { AuditEntry } from '../releases/remotes-manifest';
import { LEGACY_IMPORT_KEY, type LegacyImporter, type LegacyState } from './legacy-import';
import type {
  AuditQuery,
  CommitRequest,
  CommitResult,
  LoginLimit,
  LoginReservation,
  OperatorRecord,
  OperatorRole,
  OpsSessionRecord,
  PreviewRecord,
  SiteStateSnapshot,
  SiteStore,
  StateChange,
} from './site-store';
import {
  AUDIT_COLUMN_COUNT,
  AUDIT_COLUMNS,
  auditEntryOf,
  auditQuerySql,
  auditValues,
  checkAuditCasino,
  endedPreviewKey,
  isPreviewId,
  operatorOf,
  PREVIEW_COLUMNS,
  previewOf,
  previewUntilMs,
  retryAfterOf,
  sessionOf,
  snapshotOf,
  SQLITE_PLACEHOLDER,
  type AuditRow,
  type CanaryRow,
  type CasinoRow,
  type EndedPreviewRow,
  type OperatorRow,
  type PreviewRow,
  type RemoteRow,
  type SessionRow,
} from './state-rows';

/** The file (or ':memory:'), made ready for several processes; the schema is not touched. */
export function openSqliteDatabase(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // another process holding the write lock: wait for it rather than fail at once
  db.pragma('busy_timeout = 5000');
  return db;
}

const INSERT_AUDIT = `INSERT INTO audit (${AUDIT_COLUMNS}) VALUES (${Array(AUDIT_COLUMN_COUNT).fill('?').join(', ')})`;

export class SqliteSiteStore implements SiteStore, LegacyImporter {
  readonly kind = 'sqlite';
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  /** Prepared once per text. */
  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private generationOf(casino: string): number {
    const row = this.sql('SELECT generation FROM casinos WHERE key = ?').get(casino) as
      { generation: number } | undefined;
    return row?.generation ?? 0;
  }

  /** Read at once, without waiting: a local file answers in microseconds (see SiteStore.sync). */
  readonly sync = {
    snapshot: (): SiteStateSnapshot => this.readSnapshot(),
    changeMarker: (): string => this.readMarker(),
    endedPreviews: (now: Date): string[] => this.readEndedPreviews(now),
  };

  async snapshot(): Promise<SiteStateSnapshot> {
    return this.readSnapshot();
  }

  private readSnapshot(): SiteStateSnapshot {
    const read = this.db.transaction(() =>
      snapshotOf(
        this.sql('SELECT key, generation FROM casinos').all() as CasinoRow[],
        this.sql('SELECT casino, remote, target FROM casino_remotes').all() as RemoteRow[],
        this.sql(
          'SELECT casino, remote, release, percent, started_at, "by" FROM canaries',
        ).all() as CanaryRow[],
      ),
    );
    return read();
  }

  async changeMarker(): Promise<string> {
    return this.readMarker();
  }

  private readMarker(): string {
    const row = this.sql(
      `SELECT count(*) AS n, coalesce(sum(generation), 0) AS g,
         (SELECT count(*) FROM previews WHERE ended_at IS NOT NULL) AS e FROM casinos`,
    ).get() as { n: number; g: number; e: number };
    return `${row.n}:${row.g}:${row.e}`;
  }

  async commit(request: CommitRequest): Promise<CommitResult> {
    checkAuditCasino(request.casino, request.audit);
    const run = this.db.transaction((): CommitResult => {
      const current = this.generationOf(request.casino);
      if (current !== request.expectedGeneration) {
        const rows = this.sql(
          `SELECT ${AUDIT_COLUMNS} FROM audit WHERE casino = ? AND generation > ? ORDER BY id`,
        ).all(request.casino, request.expectedGeneration) as AuditRow[];
        return { ok: false, generation: current, since: rows.map(auditEntryOf) };
      }
      const generation = current + 1;
      this.sql(
        `INSERT INTO casinos (key, generation) VALUES (?, ?)
         ON CONFLICT (key) DO UPDATE SET generation = excluded.generation`,
      ).run(request.casino, generation);
      for (const change of request.changes) this.apply(request.casino, change);
      for (const entry of request.audit) this.sql(INSERT_AUDIT).run(auditValues(entry, generation));
      return { ok: true, generation };
    });
    return run.immediate();
  }

  private apply(casino: string, change: StateChange): void {
    if (change.kind === 'target') {
      if (change.target === null)
        this.sql('DELETE FROM casino_remotes WHERE casino = ? AND remote = ?').run(
          casino,
          change.remote,
        );
      else
        this.sql(
          `INSERT INTO casino_remotes (casino, remote, target) VALUES (?, ?, ?)
           ON CONFLICT (casino, remote) DO UPDATE SET target = excluded.target`,
        ).run(casino, change.remote, change.target);
    } else if (change.canary === null) {
      this.sql('DELETE FROM canaries WHERE casino = ? AND remote = ?').run(casino, change.remote);
    } else {
      this.insertCanary(casino, change.remote, change.canary);
    }
  }

  private insertCanary(casino: string, remote: string, canary: Canary): void {
    this.sql(
      `INSERT INTO canaries (casino, remote, release, percent, started_at, "by")
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (casino, remote) DO UPDATE SET release = excluded.release,
         percent = excluded.percent, started_at = excluded.started_at, "by" = excluded."by"`,
    ).run(casino, remote, canary.release, canary.percent, canary.startedAt, canary.by);
  }

  async appendAudit(entry: AuditEntry): Promise<void> {
    const append = this.db.transaction(() => {
      this.sql(INSERT_AUDIT).run(auditValues(entry, this.generationOf(entry.casino)));
    });
    append.immediate();
  }

  async audit(query: AuditQuery = {}): Promise<AuditEntry[]> {
    const { text, values } = auditQuerySql(query, SQLITE_PLACEHOLDER);
    const rows = this.sql(text).all(...values) as AuditRow[];
    return rows.reverse().map(auditEntryOf);
  }

  async recordPreview(preview: PreviewRecord): Promise<string> {
    const { lastInsertRowid } = this.sql(
      `INSERT INTO previews (casino, remote, release, "until", until_ms, "by", at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      preview.casino,
      preview.remote,
      preview.release,
      preview.until,
      previewUntilMs(preview),
      preview.by,
      preview.at,
    );
    return String(lastInsertRowid);
  }

  async previews(now: Date, casino?: string): Promise<PreviewRecord[]> {
    const live = `SELECT ${PREVIEW_COLUMNS} FROM previews WHERE until_ms > ? AND ended_at IS NULL`;
    const rows = (
      casino === undefined
        ? this.sql(`${live} ORDER BY id DESC`).all(now.getTime())
        : this.sql(`${live} AND casino = ? ORDER BY id DESC`).all(now.getTime(), casino)
    ) as PreviewRow[];
    return rows.map(previewOf);
  }

  async endPreview(id: string, by: string, now: Date): Promise<PreviewRecord | null> {
    if (!isPreviewId(id)) return null;
    const end = this.db.transaction((): PreviewRecord | null => {
      const ended = this.sql(
        `UPDATE previews SET ended_at = ?, ended_by = ?
         WHERE id = ? AND ended_at IS NULL AND until_ms > ?`,
      ).run(now.toISOString(), by, Number(id), now.getTime());
      if (ended.changes !== 1) return null;
      const row = this.sql(`SELECT ${PREVIEW_COLUMNS} FROM previews WHERE id = ?`).get(
        Number(id),
      ) as PreviewRow;
      return previewOf(row);
    });
    return end.immediate();
  }

  async endedPreviews(now: Date): Promise<string[]> {
    return this.readEndedPreviews(now);
  }

  private readEndedPreviews(now: Date): string[] {
    const rows = this.sql(
      `SELECT casino, remote, release, until_ms FROM previews
       WHERE ended_at IS NOT NULL AND until_ms > ?`,
    ).all(now.getTime()) as EndedPreviewRow[];
    return rows.map(endedPreviewKey);
  }

  async secret(name: string, make: () => string): Promise<string> {
    const read = this.sql('SELECT value FROM secrets WHERE name = ?');
    const kept = read.get(name) as { value: string } | undefined;
    if (kept) return kept.value;
    // another process may have made one meanwhile: the first one written stays
    this.sql('INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(
      name,
      make(),
    );
    return (read.get(name) as { value: string }).value;
  }

  readonly operators = {
    get: async (name: string): Promise<OperatorRecord | null> => {
      const row = this.sql(
        'SELECT name, password_hash, role, created_at FROM operators WHERE name = ?',
      ).get(name) as OperatorRow | undefined;
      return row ? operatorOf(row) : null;
    },
    list: async (): Promise<OperatorRecord[]> => {
      const rows = this.sql(
        'SELECT name, password_hash, role, created_at FROM operators ORDER BY name',
      ).all() as OperatorRow[];
      return rows.map(operatorOf);
    },
    add: async (operator: OperatorRecord): Promise<boolean> =>
      this.sql(
        `INSERT INTO operators (name, password_hash, role, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (name) DO NOTHING`,
      ).run(operator.name, operator.passwordHash, operator.role, operator.createdAt).changes === 1,
    setRole: async (name: string, role: OperatorRole): Promise<boolean> =>
      this.sql('UPDATE operators SET role = ? WHERE name = ?').run(role, name).changes === 1,
    setPassword: async (name: string, passwordHash: string): Promise<boolean> =>
      this.sql('UPDATE operators SET password_hash = ? WHERE name = ?').run(passwordHash, name)
        .changes === 1,
    remove: async (name: string): Promise<boolean> =>
      this.sql('DELETE FROM operators WHERE name = ?').run(name).changes === 1,
  };

  readonly loginAttempts = {
    reserve: async (
      keys: readonly string[],
      limit: LoginLimit,
      now: number,
    ): Promise<LoginReservation> => {
      const since = now - limit.windowMs;
      // the write lock at BEGIN: no other process counts between this count and this insert
      const reserve = this.db.transaction((): LoginReservation => {
        this.sql('DELETE FROM ops_login_attempts WHERE at_ms <= ?').run(since);
        let wait = 0;
        for (const key of new Set(keys)) {
          const rows = this.sql(
            `SELECT at_ms FROM ops_login_attempts WHERE key = ? AND at_ms > ?
             ORDER BY at_ms DESC LIMIT ?`,
          ).all(key, since, limit.max) as Array<{ at_ms: number }>;
          wait = Math.max(
            wait,
            retryAfterOf(
              rows.map((row) => Number(row.at_ms)),
              limit,
              now,
            ),
          );
        }
        if (wait > 0) return { ok: false, retryAfter: wait };
        const id = randomUUID();
        for (const key of new Set(keys))
          this.sql('INSERT INTO ops_login_attempts (key, reservation, at_ms) VALUES (?, ?, ?)').run(
            key,
            id,
            now,
          );
        return { ok: true, id };
      });
      return reserve.immediate();
    },
    release: async (id: string, clearKeys: readonly string[]): Promise<void> => {
      const release = this.db.transaction(() => {
        this.sql('DELETE FROM ops_login_attempts WHERE reservation = ?').run(id);
        for (const key of clearKeys)
          this.sql('DELETE FROM ops_login_attempts WHERE key = ?').run(key);
      });
      release.immediate();
    },
  };

  readonly sessions = {
    create: async (session: OpsSessionRecord): Promise<void> => {
      this.sql(
        'INSERT INTO ops_sessions (id_hash, operator, csrf, expires_at) VALUES (?, ?, ?, ?)',
      ).run(session.idHash, session.operator, session.csrf, session.expiresAt);
    },
    get: async (idHash: string, now: number): Promise<OpsSessionRecord | null> => {
      const row = this.sql(
        'SELECT id_hash, operator, csrf, expires_at FROM ops_sessions WHERE id_hash = ? AND expires_at > ?',
      ).get(idHash, now) as SessionRow | undefined;
      return row ? sessionOf(row) : null;
    },
    remove: async (idHash: string): Promise<void> => {
      this.sql('DELETE FROM ops_sessions WHERE id_hash = ?').run(idHash);
    },
    removeFor: async (operator: string): Promise<void> => {
      this.sql('DELETE FROM ops_sessions WHERE operator = ?').run(operator);
    },
  };

  async legacyImported(): Promise<boolean> {
    return this.sql('SELECT 1 FROM meta WHERE key = ?').get(LEGACY_IMPORT_KEY) !== undefined;
  }

  async importLegacy(state: LegacyState, at: string): Promise<boolean> {
    const run = this.db.transaction((): boolean => {
      const claimed = this.sql(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
      ).run(LEGACY_IMPORT_KEY, at);
      if (claimed.changes === 0) return false;
      const held = this.sql(
        'SELECT (SELECT count(*) FROM casinos) + (SELECT count(*) FROM audit) AS n',
      ).get() as { n: number };
      if (held.n > 0) return false;
      for (const casino of state.casinos)
        this.sql('INSERT INTO casinos (key, generation) VALUES (?, 1)').run(casino);
      for (const row of state.remotes)
        this.apply(row.casino, { kind: 'target', remote: row.remote, target: row.target });
      for (const row of state.canaries)
        this.apply(row.casino, { kind: 'canary', remote: row.remote, canary: row.canary });
      for (const entry of state.audit) this.sql(INSERT_AUDIT).run(auditValues(entry, 0));
      return true;
    });
    return run.immediate();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
