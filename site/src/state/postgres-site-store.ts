// The site store in PostgreSQL: one database every site process in front of the casinos shares.
// A commit locks its casino's row (made first, at generation 0, when the casino never changed) and
// so serialises with every other commit of that casino, whichever process makes it.
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { Canary } from '../releases/canary-store';
import type { AuditEntry } from '../releases/remotes-manifest';
import { LEGACY_IMPORT_KEY, type LegacyImporter, type LegacyState } from './legacy-import';
import { inTransaction } from './postgres-pool';
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
  POSTGRES_PLACEHOLDER,
  PREVIEW_COLUMNS,
  previewOf,
  previewUntilMs,
  retryAfterOf,
  sessionOf,
  snapshotOf,
  type AuditRow,
  type CanaryRow,
  type CasinoRow,
  type EndedPreviewRow,
  type OperatorRow,
  type PreviewRow,
  type RemoteRow,
  type SessionRow,
} from './state-rows';

const INSERT_AUDIT = `INSERT INTO audit (${AUDIT_COLUMNS})
  VALUES (${Array.from({ length: AUDIT_COLUMN_COUNT }, (_, i) => `$${i + 1}`).join(', ')})`;
/** The eighth column (generation) is the casino's generation now; the rest are parameters. */
const APPEND_AUDIT = `INSERT INTO audit (${AUDIT_COLUMNS}) VALUES (${Array.from(
  { length: AUDIT_COLUMN_COUNT },
  (_, i) =>
    i === 7
      ? 'coalesce((SELECT generation FROM casinos WHERE key = $1), 0)'
      : `$${i < 7 ? i + 1 : i}`,
).join(', ')})`;
const OPERATOR_COLUMNS = 'name, password_hash, role, created_at';
/** Any fixed number (not the migrations'): log-in attempts are counted one transaction at a time. */
const LOGIN_ATTEMPTS_LOCK = 7_210_501_002;

type Queryable = Pick<PoolClient, 'query'>;

export class PostgresSiteStore implements SiteStore, LegacyImporter {
  readonly kind = 'postgres';
  private ended = false;

  constructor(private readonly pool: Pool) {}

  async snapshot(): Promise<SiteStateSnapshot> {
    return inTransaction(
      this.pool,
      async (client) => {
        const casinos = await client.query<CasinoRow>('SELECT key, generation FROM casinos');
        const remotes = await client.query<RemoteRow>(
          'SELECT casino, remote, target FROM casino_remotes',
        );
        const canaries = await client.query<CanaryRow>(
          'SELECT casino, remote, release, percent, started_at, "by" FROM canaries',
        );
        return snapshotOf(casinos.rows, remotes.rows, canaries.rows);
      },
      { begin: 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' },
    );
  }

  async changeMarker(): Promise<string> {
    const { rows } = await this.pool.query<{ n: string; g: string; e: string }>(
      `SELECT count(*) AS n, coalesce(sum(generation), 0) AS g,
         (SELECT count(*) FROM previews WHERE ended_at IS NOT NULL) AS e FROM casinos`,
    );
    return `${rows[0]!.n}:${rows[0]!.g}:${rows[0]!.e}`;
  }

  async commit(request: CommitRequest): Promise<CommitResult> {
    checkAuditCasino(request.casino, request.audit);
    const { casino, expectedGeneration } = request;
    return inTransaction(
      this.pool,
      async (client): Promise<CommitResult> => {
        await client.query(
          'INSERT INTO casinos (key, generation) VALUES ($1, 0) ON CONFLICT (key) DO NOTHING',
          [casino],
        );
        const locked = await client.query<{ generation: number }>(
          'SELECT generation FROM casinos WHERE key = $1 FOR UPDATE',
          [casino],
        );
        const current = locked.rows[0]!.generation;
        if (current !== expectedGeneration) {
          const since = await client.query<AuditRow>(
            `SELECT ${AUDIT_COLUMNS} FROM audit WHERE casino = $1 AND generation > $2 ORDER BY id`,
            [casino, expectedGeneration],
          );
          return { ok: false, generation: current, since: since.rows.map(auditEntryOf) };
        }
        const generation = current + 1;
        await client.query('UPDATE casinos SET generation = $2 WHERE key = $1', [
          casino,
          generation,
        ]);
        for (const change of request.changes) await apply(client, casino, change);
        for (const entry of request.audit)
          await client.query(INSERT_AUDIT, auditValues(entry, generation));
        return { ok: true, generation };
      },
      // a refused commit leaves nothing behind, not even the row made to lock
      { keep: (result) => result.ok },
    );
  }

  async appendAudit(entry: AuditEntry): Promise<void> {
    // stamped with the casino's generation now: not a change of its own, so not in a `since`
    const values = auditValues(entry, 0);
    values.splice(7, 1);
    await this.pool.query(APPEND_AUDIT, values);
  }

  async audit(query: AuditQuery = {}): Promise<AuditEntry[]> {
    const { text, values } = auditQuerySql(query, POSTGRES_PLACEHOLDER);
    const { rows } = await this.pool.query<AuditRow>(text, values);
    return rows.reverse().map(auditEntryOf);
  }

  async recordPreview(preview: PreviewRecord): Promise<string> {
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO previews (casino, remote, release, "until", until_ms, "by", at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        preview.casino,
        preview.remote,
        preview.release,
        preview.until,
        previewUntilMs(preview),
        preview.by,
        preview.at,
      ],
    );
    return String(rows[0]!.id);
  }

  async previews(now: Date, casino?: string): Promise<PreviewRecord[]> {
    const live = `SELECT ${PREVIEW_COLUMNS} FROM previews WHERE until_ms > $1 AND ended_at IS NULL`;
    const { rows } =
      casino === undefined
        ? await this.pool.query<PreviewRow>(`${live} ORDER BY id DESC`, [now.getTime()])
        : await this.pool.query<PreviewRow>(`${live} AND casino = $2 ORDER BY id DESC`, [
            now.getTime(),
            casino,
          ]);
    return rows.map(previewOf);
  }

  async endPreview(id: string, by: string, now: Date): Promise<PreviewRecord | null> {
    if (!isPreviewId(id)) return null;
    const { rows } = await this.pool.query<PreviewRow>(
      `UPDATE previews SET ended_at = $2, ended_by = $3
       WHERE id = $1 AND ended_at IS NULL AND until_ms > $4
       RETURNING ${PREVIEW_COLUMNS}`,
      [id, now.toISOString(), by, now.getTime()],
    );
    return rows[0] ? previewOf(rows[0]) : null;
  }

  async endedPreviews(now: Date): Promise<string[]> {
    const { rows } = await this.pool.query<EndedPreviewRow>(
      `SELECT casino, remote, release, until_ms FROM previews
       WHERE ended_at IS NOT NULL AND until_ms > $1`,
      [now.getTime()],
    );
    return rows.map(endedPreviewKey);
  }

  async secret(name: string, make: () => string): Promise<string> {
    const read = async () =>
      (
        await this.pool.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [
          name,
        ])
      ).rows[0]?.value;
    const kept = await read();
    if (kept !== undefined) return kept;
    // another process may have made one meanwhile: the first one written stays
    await this.pool.query(
      'INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [name, make()],
    );
    const value = await read();
    if (value === undefined) throw new Error(`the secret ${name} was not kept`);
    return value;
  }

  readonly operators = {
    get: async (name: string): Promise<OperatorRecord | null> => {
      const { rows } = await this.pool.query<OperatorRow>(
        `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE name = $1`,
        [name],
      );
      return rows[0] ? operatorOf(rows[0]) : null;
    },
    list: async (): Promise<OperatorRecord[]> => {
      const { rows } = await this.pool.query<OperatorRow>(
        `SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY name COLLATE "C"`,
      );
      return rows.map(operatorOf);
    },
    add: async (operator: OperatorRecord): Promise<boolean> =>
      this.changed(
        `INSERT INTO operators (${OPERATOR_COLUMNS}) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO NOTHING`,
        [operator.name, operator.passwordHash, operator.role, operator.createdAt],
      ),
    setRole: async (name: string, role: OperatorRole): Promise<boolean> =>
      this.changed('UPDATE operators SET role = $2 WHERE name = $1', [name, role]),
    setPassword: async (name: string, passwordHash: string): Promise<boolean> =>
      this.changed('UPDATE operators SET password_hash = $2 WHERE name = $1', [name, passwordHash]),
    remove: async (name: string): Promise<boolean> =>
      this.changed('DELETE FROM operators WHERE name = $1', [name]),
  };

  readonly loginAttempts = {
    reserve: async (
      keys: readonly string[],
      limit: LoginLimit,
      now: number,
    ): Promise<LoginReservation> => {
      const since = now - limit.windowMs;
      return inTransaction(this.pool, async (client): Promise<LoginReservation> => {
        // one count-and-insert at a time, whichever site process: none counts before another's
        // insert is in
        await client.query('SELECT pg_advisory_xact_lock($1)', [LOGIN_ATTEMPTS_LOCK]);
        await client.query('DELETE FROM ops_login_attempts WHERE at_ms <= $1', [since]);
        let wait = 0;
        for (const key of new Set(keys)) {
          const { rows } = await client.query<{ at_ms: string }>(
            `SELECT at_ms FROM ops_login_attempts WHERE key = $1 AND at_ms > $2
             ORDER BY at_ms DESC LIMIT $3`,
            [key, since, limit.max],
          );
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
          await client.query(
            'INSERT INTO ops_login_attempts (key, reservation, at_ms) VALUES ($1, $2, $3)',
            [key, id, now],
          );
        return { ok: true, id };
      });
    },
    release: async (id: string, clearKeys: readonly string[]): Promise<void> => {
      await this.pool.query(
        'DELETE FROM ops_login_attempts WHERE reservation = $1 OR key = ANY($2::text[])',
        [id, [...clearKeys]],
      );
    },
  };

  readonly sessions = {
    create: async (session: OpsSessionRecord): Promise<void> => {
      await this.pool.query(
        'INSERT INTO ops_sessions (id_hash, operator, csrf, expires_at) VALUES ($1, $2, $3, $4)',
        [session.idHash, session.operator, session.csrf, session.expiresAt],
      );
    },
    get: async (idHash: string, now: number): Promise<OpsSessionRecord | null> => {
      const { rows } = await this.pool.query<SessionRow>(
        `SELECT id_hash, operator, csrf, expires_at FROM ops_sessions
         WHERE id_hash = $1 AND expires_at > $2`,
        [idHash, now],
      );
      return rows[0] ? sessionOf(rows[0]) : null;
    },
    remove: async (idHash: string): Promise<void> => {
      await this.pool.query('DELETE FROM ops_sessions WHERE id_hash = $1', [idHash]);
    },
    removeFor: async (operator: string): Promise<void> => {
      await this.pool.query('DELETE FROM ops_sessions WHERE operator = $1', [operator]);
    },
  };

  private async changed(text: string, values: unknown[]): Promise<boolean> {
    return (await this.pool.query(text, values)).rowCount === 1;
  }

  async legacyImported(): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT 1 FROM meta WHERE key = $1', [
      LEGACY_IMPORT_KEY,
    ]);
    return rows.length > 0;
  }

  async importLegacy(state: LegacyState, at: string): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      // a second process importing at once waits here for the first, then finds the mark
      const claimed = await client.query(
        'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
        [LEGACY_IMPORT_KEY, at],
      );
      if (claimed.rowCount === 0) return false;
      const held = await client.query<{ n: string }>(
        'SELECT (SELECT count(*) FROM casinos) + (SELECT count(*) FROM audit) AS n',
      );
      if (Number(held.rows[0]!.n) > 0) return false;
      for (const casino of state.casinos)
        await client.query('INSERT INTO casinos (key, generation) VALUES ($1, 1)', [casino]);
      for (const row of state.remotes)
        await apply(client, row.casino, { kind: 'target', remote: row.remote, target: row.target });
      for (const row of state.canaries)
        await apply(client, row.casino, { kind: 'canary', remote: row.remote, canary: row.canary });
      for (const entry of state.audit) await client.query(INSERT_AUDIT, auditValues(entry, 0));
      return true;
    });
  }

  /** Ends the pool (the handle openSiteStore gave out too); a second call does nothing. */
  async close(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.pool.end();
  }
}

async function apply(client: Queryable, casino: string, change: StateChange): Promise<void> {
  if (change.kind === 'target') {
    if (change.target === null)
      await client.query('DELETE FROM casino_remotes WHERE casino = $1 AND remote = $2', [
        casino,
        change.remote,
      ]);
    else
      await client.query(
        `INSERT INTO casino_remotes (casino, remote, target) VALUES ($1, $2, $3)
         ON CONFLICT (casino, remote) DO UPDATE SET target = excluded.target`,
        [casino, change.remote, change.target],
      );
  } else if (change.canary === null) {
    await client.query('DELETE FROM canaries WHERE casino = $1 AND remote = $2', [
      casino,
      change.remote,
    ]);
  } else {
    await upsertCanary(client, casino, change.remote, change.canary);
  }
}

async function upsertCanary(
  client: Queryable,
  casino: string,
  remote: string,
  canary: Canary,
): Promise<void> {
  await client.query(
    `INSERT INTO canaries (casino, remote, release, percent, started_at, "by")
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (casino, remote) DO UPDATE SET release = excluded.release,
       percent = excluded.percent, started_at = excluded.started_at, "by" = excluded."by"`,
    [casino, remote, canary.release, canary.percent, canary.startedAt, canary.by],
  );
}
