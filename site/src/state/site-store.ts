// The site's shared state: what each casino loads (the remotes manifest), its canaries, the audit
// log, the preview links given out, the operators of the ops console and their sessions. SQLite
// (one file, the default) or PostgreSQL (PARLOR_SITE_DATABASE_URL) behind one interface, so that
// every site process in front of a casino agrees on what it loads.
//
// A casino's state changes only by `commit`, a compare-and-set on its generation: the caller says
// which generation it read, and when another change landed in between, nothing is written and the
// caller is told what changed since.
import type { AuditEntry } from '../releases/remotes-manifest';
import type { Canary } from '../releases/canary-store';

export interface CasinoState {
  /** bumped by every committed change of the casino; 0 before the first */
  generation: number;
  /** remote name -> release name or entry URL (absent: the remote's default build) */
  remotes: Record<string, string>;
  /** remote name -> running canary */
  canaries: Record<string, Canary>;
}

export interface SiteStateSnapshot {
  /** casino key -> its state; a casino never changed is absent (generation 0, defaults) */
  casinos: Record<string, CasinoState>;
}

export type StateChange =
  | { kind: 'target'; remote: string; target: string | null }
  | { kind: 'canary'; remote: string; canary: Canary | null };

export interface CommitRequest {
  casino: string;
  /** the generation the change was decided on */
  expectedGeneration: number;
  changes: readonly StateChange[];
  /** written in the same transaction, stamped with the new generation */
  audit: readonly AuditEntry[];
}

export type CommitResult =
  | { ok: true; generation: number }
  | {
      ok: false;
      /** the casino's generation now */
      generation: number;
      /** the audit entries of the changes made since `expectedGeneration`, oldest first */
      since: AuditEntry[];
    };

export interface AuditQuery {
  casino?: string;
  remote?: string;
  /** the newest so many (default: all), still answered oldest first */
  limit?: number;
}

export interface PreviewRecord {
  /** the store's id of the link given out (absent before it is recorded) */
  id?: string;
  casino: string;
  remote: string;
  release: string;
  /** ISO */
  until: string;
  by: string;
  /** ISO */
  at: string;
  /** ISO: ended before its time (`npm run remotes -- preview end`, the console) */
  endedAt?: string;
  endedBy?: string;
}

/**
 * What names one preview link in a token and in the store alike: a link is signed from its casino,
 * remote, release and end (in whole seconds), so two links naming the same are the same link.
 */
export function previewKey(preview: {
  casino: string;
  remote: string;
  release: string;
  expiresAt: number;
}): string {
  return [
    preview.casino,
    preview.remote,
    preview.release,
    Math.floor(preview.expiresAt / 1000),
  ].join('/');
}

/** The log-in attempts a key may have in the window, and the window. */
export interface LoginLimit {
  max: number;
  windowMs: number;
}

export type LoginReservation =
  | { ok: true; id: string }
  /** a key is at its limit: seconds until it may try again */
  | { ok: false; retryAfter: number };

export type OperatorRole = 'viewer' | 'release_manager' | 'admin';

export interface OperatorRecord {
  name: string;
  /** scrypt, as written by the ops console's password module */
  passwordHash: string;
  role: OperatorRole;
  /** ISO */
  createdAt: string;
}

export interface OpsSessionRecord {
  /** sha-256 of the cookie's token (hex): the token itself is never stored */
  idHash: string;
  operator: string;
  /** the session's CSRF token */
  csrf: string;
  /** ms since the epoch */
  expiresAt: number;
}

export interface SiteStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Every casino's state, read in one transaction. */
  snapshot(): Promise<SiteStateSnapshot>;
  /** A value that changes whenever any casino's state does: cheap enough to poll every second. */
  changeMarker(): Promise<string>;
  /**
   * The same reads, answered at once: a store on a local file has them, so a site process sees a
   * change another process made on its very next page instead of at its next poll.
   */
  readonly sync?: {
    snapshot(): SiteStateSnapshot;
    changeMarker(): string;
    endedPreviews(now: Date): string[];
  };
  commit(request: CommitRequest): Promise<CommitResult>;
  /** An audit line that changes no state (a preview link given out). */
  appendAudit(entry: AuditEntry): Promise<void>;
  audit(query?: AuditQuery): Promise<AuditEntry[]>;
  /** Keeps a link given out; answers its id. */
  recordPreview(preview: PreviewRecord): Promise<string>;
  /** Previews still valid at `now` (not expired, not ended), newest first. */
  previews(now: Date, casino?: string): Promise<PreviewRecord[]>;
  /** Ends a live preview before its time; null: no such preview, or it ended already. */
  endPreview(id: string, by: string, now: Date): Promise<PreviewRecord | null>;
  /**
   * The keys (previewKey) of previews ended before their time that would still be valid at `now`:
   * every page honouring a preview cookie refuses them. Ending one changes the change marker.
   */
  endedPreviews(now: Date): Promise<string[]>;
  /** The named secret, made by `make` and kept on first use: every process then reads the same. */
  secret(name: string, make: () => string): Promise<string>;
  operators: {
    get(name: string): Promise<OperatorRecord | null>;
    list(): Promise<OperatorRecord[]>;
    /** false when the name is taken */
    add(operator: OperatorRecord): Promise<boolean>;
    setRole(name: string, role: OperatorRole): Promise<boolean>;
    setPassword(name: string, passwordHash: string): Promise<boolean>;
    remove(name: string): Promise<boolean>;
  };
  /**
   * The console's log-in attempts, counted for every site process on the store. An attempt is
   * reserved before its password is checked, and counts as a failure until it is released.
   */
  loginAttempts: {
    /**
     * One attempt under every key, unless a key has `limit.max` attempts in the window already:
     * decided and written at once, so that many attempts at the same time pass at most the limit.
     */
    reserve(keys: readonly string[], limit: LoginLimit, now: number): Promise<LoginReservation>;
    /** The password matched: the reservation is dropped, and every attempt under `clearKeys`. */
    release(id: string, clearKeys: readonly string[]): Promise<void>;
  };
  sessions: {
    create(session: OpsSessionRecord): Promise<void>;
    get(idHash: string, now: number): Promise<OpsSessionRecord | null>;
    remove(idHash: string): Promise<void>;
    /** every session of an operator (removed or demoted) */
    removeFor(operator: string): Promise<void>;
  };
  close(): Promise<void>;
}
