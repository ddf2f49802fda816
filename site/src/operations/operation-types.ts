// What the remotes operations take and answer: one module, two faces (`npm run remotes` prints
// the answer, the ops console shows it). Every operation runs the same checks whichever face
// asked, and every change it makes is written to the audit log under the operator's name.
import type { SiteStore } from '../state/site-store';
import type { TelemetryStore } from '../telemetry/telemetry-store';
import type { AuditEntry } from '../releases/remotes-manifest';
import type { Canary } from '../releases/canary-store';

export interface RemoteInfo {
  /** federation name, mf_lobby */
  name: string;
  /** folder, mf-lobby */
  dir: string;
  /** its own static server's port (development, `npm start`) */
  port: number;
}

export interface OperationContext {
  store: SiteStore;
  telemetry: TelemetryStore;
  /** repository root: the remotes' release folders are `<root>/<dir>/releases/` */
  root: string;
  remotes: readonly RemoteInfo[];
  casinos: readonly string[];
  /** the shell build the site serves (its mf-manifest.json names the shared versions) */
  shellDist: string;
  /** where the check fetches a remote's entry for a target (null: the default build) */
  checkEntryUrl(remote: RemoteInfo, target: string | null): string;
  /** the preview links' secret */
  previewSecret(): Promise<string>;
  /** the site's address a preview link starts from, unless the casino has its own below */
  siteUrl: string;
  /** casino -> its own address (PARLOR_CASINO_URLS): a preview link must open on it */
  casinoUrls?: Readonly<Record<string, string>>;
  /** written to the audit log */
  operator: string;
  now(): Date;
  fetchImpl?: typeof fetch;
  /** after a committed change: the site process reads its store again at once */
  afterChange?(): Promise<void>;
}

/** Why an operation did nothing. */
export type RefusalKind =
  /** bad words: unknown casino/remote, not a release name, percent out of range (400) */
  | 'invalid'
  /** the checks failed, or nothing to roll back / promote / abort (409) */
  | 'refused'
  /** another change of the casino landed since `expectedGeneration` (409) */
  | 'conflict'
  /** the site's database did not answer (503) */
  | 'unavailable';

export type OperationResult =
  | { ok: true; message: string; generation: number; link?: string }
  | {
      ok: false;
      kind: RefusalKind;
      /** one sentence: what stays as it was */
      message: string;
      /** the reasons, one line each */
      problems: string[];
      /** conflict: the changes made since, oldest first */
      since?: AuditEntry[];
    };

/** What one casino loads, for `status` and the console's casino page. */
export interface CasinoOverview {
  casino: string;
  generation: number;
  remotes: {
    name: string;
    dir: string;
    /** release name or entry URL; null: the default build */
    target: string | null;
    /** the last switch that put it there */
    setAt: string | null;
    setBy: string | null;
    canary: Canary | null;
    /** the releases on disk, newest first */
    releases: string[];
    /** a rollback would return to (undefined: nothing to roll back to) */
    rollbackTo?: string | null;
  }[];
  previews: { id: string; remote: string; release: string; until: string; by: string }[];
}

/** Optional in every request: omitted, the operation reads the generation itself (the CLI). */
export interface Expectation {
  expectedGeneration?: number;
}

export interface SetRequest extends Expectation {
  casino: string;
  remote: string;
  /** a release name, an http(s) entry URL, or "default" */
  target: string;
}
export interface RemoteRequest extends Expectation {
  casino: string;
  remote: string;
}
export interface CanaryRequest extends RemoteRequest {
  release: string;
  /** 1..99, as typed */
  percent: string;
}
export interface PreviewRequest {
  casino: string;
  remote: string;
  release: string;
  /** default 4, at most 72 */
  hours?: number;
  /** the casino's address the link opens (default: the casino's own, else the siteUrl) */
  site?: string;
}

/*
 * The operations (site/src/operations/remote-operations.ts):
 *   setRemote(ctx, SetRequest): Promise<OperationResult>
 *   rollbackRemote(ctx, RemoteRequest): Promise<OperationResult>
 *   startCanary(ctx, CanaryRequest): Promise<OperationResult>
 *   promoteCanary(ctx, RemoteRequest): Promise<OperationResult>
 *   abortCanary(ctx, RemoteRequest): Promise<OperationResult>
 *   createPreview(ctx, PreviewRequest): Promise<OperationResult>   (ok: `link` set)
 *   casinoOverview(ctx, casino): Promise<CasinoOverview>
 *   casinoHealth(ctx, casino, since: Date): Promise<SummaryRow[]>   (telemetry-summary.ts)
 */
